/** One table holds a project's comms files, training materials and custom tools. */
export const commsFileKinds = ['COMMS_FILE', 'TRAINING_MATERIAL', 'CUSTOM_TOOL'] as const;
export type CommsFileKind = (typeof commsFileKinds)[number];

/** A file uploaded, or a link to one elsewhere. */
export const toolTypes = ['file', 'link'] as const;
export type ToolType = (typeof toolTypes)[number];

const q = (params: Record<string, string | number | boolean | undefined>) => {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined);
  return entries.length
    ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`
    : '';
};

/** Each kind's collection in the API. */
export const commsFileCollections: Record<CommsFileKind, string> = {
  COMMS_FILE: 'comms-files',
  TRAINING_MATERIAL: 'training-materials',
  CUSTOM_TOOL: 'custom-tools',
};

export const commsFilePaths = {
  list: (
    kind: CommsFileKind,
    filters: { project?: number; archived?: boolean; phase?: string } = {},
  ) => `${commsFileCollections[kind]}/${q(filters)}`,
  create: (kind: CommsFileKind) => `${commsFileCollections[kind]}/`,
  detail: (kind: CommsFileKind, id: number) => `${commsFileCollections[kind]}/${id}/`,
  download: (kind: CommsFileKind, id: number) => `${commsFileCollections[kind]}/${id}/download/`,
  updateSharedStatus: (id: number) => `comms-files/${id}/update_shared_status/`,
} as const;
