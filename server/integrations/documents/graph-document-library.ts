import type { Client } from '@microsoft/microsoft-graph-client';
import { driveItemKindOf } from '../../../contract/integrations/document-library';
import type {
  DocumentSite,
  DriveItem,
} from '../../../contract/integrations/document-library.schema';
import type { DocumentContext, DocumentLibraryPort } from './document-library-port';

/** A driveItem as Graph documents it (the fields we read). */
interface GraphDriveItem {
  id: string;
  name: string;
  size?: number;
  webUrl: string;
  lastModifiedDateTime?: string;
  folder?: { childCount: number };
  file?: { mimeType: string };
  parentReference?: { driveId: string };
}

const enc = encodeURIComponent;
/** At most this many pages of one listing (10,000 items of a folder at Graph's 200 a page). */
const MAX_PAGES = 50;

function present(item: GraphDriveItem, driveId: string): DriveItem {
  return {
    id: item.id,
    drive_id: item.parentReference?.driveId ?? driveId,
    name: item.name,
    kind: item.folder ? 'folder' : driveItemKindOf(item.name),
    size: item.folder ? null : (item.size ?? null),
    web_url: item.webUrl,
    last_modified: item.lastModifiedDateTime ?? null,
  };
}

/**
 * Production: SharePoint through Graph with the app's `Sites.Read.All` permission. A site's
 * library is its default drive (`/sites/{id}/drive`).
 */
export class GraphDocumentLibrary implements DocumentLibraryPort {
  constructor(private readonly graph: Client) {}

  async sitesForUser(): Promise<DocumentSite[]> {
    const res = (await this.graph.api('/sites').query({ search: '*' }).get()) as {
      value: { id: string; displayName?: string; name: string; webUrl: string }[];
    };
    return res.value.map((s) => ({ id: s.id, name: s.displayName ?? s.name, web_url: s.webUrl }));
  }

  /**
   * Every item of a listing: Graph answers a page at a time (200 items by default for
   * children) and names the next one in `@odata.nextLink`, an absolute URL.
   */
  private async children(path: string, driveId: string): Promise<DriveItem[]> {
    const items: DriveItem[] = [];
    let next: string | undefined = path;
    for (let page = 0; next && page < MAX_PAGES; page++) {
      const res = (await this.graph.api(next).get()) as {
        value: GraphDriveItem[];
        '@odata.nextLink'?: string;
      };
      items.push(...res.value.map((i) => present(i, driveId)));
      next = res['@odata.nextLink'];
    }
    return items;
  }

  async libraryItems(_ctx: DocumentContext, siteId: string) {
    const drive = (await this.graph
      .api(`/sites/${enc(siteId)}/drive`)
      .select('id')
      .get()) as {
      id: string;
    };
    return this.children(`/drives/${enc(drive.id)}/root/children`, drive.id);
  }

  async folderItems(_ctx: DocumentContext, driveId: string, itemId: string) {
    return this.children(`/drives/${enc(driveId)}/items/${enc(itemId)}/children`, driveId);
  }

  async search(_ctx: DocumentContext, siteId: string, text: string) {
    const quoted = text.replace(/'/g, "''");
    return this.children(`/sites/${enc(siteId)}/drive/root/search(q='${enc(quoted)}')`, '');
  }

  async item(_ctx: DocumentContext, driveId: string, itemId: string) {
    const item = (await this.graph
      .api(`/drives/${enc(driveId)}/items/${enc(itemId)}`)
      .get()) as GraphDriveItem;
    return present(item, driveId);
  }

  async download(ctx: DocumentContext, driveId: string, itemId: string) {
    const meta = (await this.graph
      .api(`/drives/${enc(driveId)}/items/${enc(itemId)}`)
      .get()) as GraphDriveItem;
    if (!meta.file) return null;
    const { ResponseType } = await import('@microsoft/microsoft-graph-client');
    const bytes = (await this.graph
      .api(`/drives/${enc(driveId)}/items/${enc(itemId)}/content`)
      .responseType(ResponseType.ARRAYBUFFER)
      .get()) as ArrayBuffer;
    void ctx;
    return { name: meta.name, contentType: meta.file.mimeType, data: Buffer.from(bytes) };
  }
}
