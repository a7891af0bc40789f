/** File kinds as the document store shows them (SPEC 4). */
export const driveItemKinds = [
  'folder',
  'spreadsheet',
  'word document',
  'presentation',
  'drawing',
  'image',
  'note',
  'link',
  'file',
] as const;
export type DriveItemKind = (typeof driveItemKinds)[number];

const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

/** The document store (SharePoint) calls. */
export const documentLibraryPaths = {
  sites: 'get-sites-for-user/',
  libraryItems: (siteId: string) => `get-drive-items-in-document-library/${q({ siteId })}`,
  folderItems: (driveId: string, itemId: string) =>
    `get-drive-items-from-folder/${q({ driveId, itemId })}`,
  search: (siteId: string, search: string) =>
    `search-sharepoint-drive-items/${q({ siteId, search })}`,
  webUrl: (driveId: string, itemId: string) =>
    `get-sharepoint-drive-item-web-url/${q({ driveId, itemId })}`,
  download: (driveId: string, itemId: string) =>
    `download-sharepoint-drive-item/${q({ driveId, itemId })}`,
} as const;

/** The kind of a file from its name (folders are known from the listing itself). */
export function driveItemKindOf(name: string): DriveItemKind {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  if (['xlsx', 'xls', 'csv', 'ods'].includes(ext)) return 'spreadsheet';
  if (['docx', 'doc', 'odt', 'rtf'].includes(ext)) return 'word document';
  if (['pptx', 'ppt', 'odp'].includes(ext)) return 'presentation';
  if (['vsdx', 'vsd', 'drawio'].includes(ext)) return 'drawing';
  if (['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(ext)) return 'image';
  if (['one', 'txt', 'md'].includes(ext)) return 'note';
  if (['url', 'webloc'].includes(ext)) return 'link';
  return 'file';
}
