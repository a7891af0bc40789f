import type {
  DocumentSite,
  DriveItem,
} from '../../../contract/integrations/document-library.schema';

export interface DocumentContext {
  organisationId: number;
  userEmail: string;
}

export interface DownloadedDocument {
  name: string;
  contentType: string;
  data: Buffer;
}

/** The document store: SharePoint sites, their libraries and files. */
export interface DocumentLibraryPort {
  sitesForUser(ctx: DocumentContext): Promise<DocumentSite[]>;
  libraryItems(ctx: DocumentContext, siteId: string): Promise<DriveItem[]>;
  folderItems(ctx: DocumentContext, driveId: string, itemId: string): Promise<DriveItem[]>;
  search(ctx: DocumentContext, siteId: string, text: string): Promise<DriveItem[]>;
  item(ctx: DocumentContext, driveId: string, itemId: string): Promise<DriveItem | null>;
  download(
    ctx: DocumentContext,
    driveId: string,
    itemId: string,
  ): Promise<DownloadedDocument | null>;
}
