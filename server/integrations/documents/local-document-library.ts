import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { driveItemKindOf } from '../../../contract/integrations/document-library';
import type {
  DocumentSite,
  DriveItem,
} from '../../../contract/integrations/document-library.schema';
import type {
  DocumentContext,
  DocumentLibraryPort,
  DownloadedDocument,
} from './document-library-port';

const encode = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const decode = (s: string) => Buffer.from(s, 'base64url').toString('utf8');

const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  md: 'text/plain; charset=utf-8',
};

/**
 * Local default: a document library over `DATA_DIR/documents/<organisation>`. Each folder there
 * is a site whose files and subfolders form its library (a new organisation starts with a
 * "Changecraft" site). Ids are the paths, encoded; nothing outside the organisation's folder can
 * be named.
 */
export class LocalDocumentLibrary implements DocumentLibraryPort {
  constructor(
    private readonly root: string,
    private readonly publicUrl: string,
  ) {}

  private orgRoot(ctx: DocumentContext) {
    return path.join(this.root, String(ctx.organisationId));
  }

  /** The absolute path of an encoded id, or null when it leaves the organisation's folder. */
  private resolve(ctx: DocumentContext, id: string): string | null {
    const base = this.orgRoot(ctx);
    const relative = decode(id);
    if (!relative || relative.includes('\0')) return null;
    const absolute = path.resolve(base, relative);
    return absolute.startsWith(base + path.sep) ? absolute : null;
  }

  private async list(ctx: DocumentContext, driveId: string, folder: string): Promise<DriveItem[]> {
    const base = this.orgRoot(ctx);
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    const items = await Promise.all(
      entries
        .filter((e) => !e.name.startsWith('.'))
        .map(async (e) => {
          const absolute = path.join(folder, e.name);
          const info = await stat(absolute);
          const id = encode(path.relative(base, absolute));
          return {
            id,
            drive_id: driveId,
            name: e.name,
            kind: e.isDirectory() ? ('folder' as const) : driveItemKindOf(e.name),
            size: e.isDirectory() ? null : info.size,
            web_url: `${this.publicUrl}/api/v1/download-sharepoint-drive-item/?driveId=${driveId}&itemId=${id}`,
            last_modified: info.mtime.toISOString(),
          };
        }),
    );
    return items.sort((a, b) =>
      a.kind === 'folder' && b.kind !== 'folder'
        ? -1
        : b.kind === 'folder' && a.kind !== 'folder'
          ? 1
          : a.name.localeCompare(b.name),
    );
  }

  async sitesForUser(ctx: DocumentContext): Promise<DocumentSite[]> {
    const base = this.orgRoot(ctx);
    await mkdir(path.join(base, 'Changecraft'), { recursive: true });
    const entries = await readdir(base, { withFileTypes: true });
    return entries
      .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
      .map((e) => ({
        id: encode(e.name),
        name: e.name,
        web_url: `${this.publicUrl}/documents/${encodeURIComponent(e.name)}`,
      }));
  }

  async libraryItems(ctx: DocumentContext, siteId: string): Promise<DriveItem[]> {
    const folder = this.resolve(ctx, siteId);
    if (!folder) return [];
    return this.list(ctx, siteId, folder);
  }

  async folderItems(ctx: DocumentContext, driveId: string, itemId: string) {
    const folder = this.resolve(ctx, itemId);
    if (!folder) return [];
    return this.list(ctx, driveId, folder);
  }

  async search(ctx: DocumentContext, siteId: string, text: string): Promise<DriveItem[]> {
    const site = this.resolve(ctx, siteId);
    if (!site) return [];
    const needle = text.toLowerCase();
    const found: DriveItem[] = [];
    const walk = async (folder: string) => {
      for (const item of await this.list(ctx, siteId, folder)) {
        if (item.name.toLowerCase().includes(needle)) found.push(item);
        if (item.kind === 'folder' && found.length < 200) {
          const next = this.resolve(ctx, item.id);
          if (next) await walk(next);
        }
      }
    };
    await walk(site);
    return found;
  }

  async item(ctx: DocumentContext, driveId: string, itemId: string) {
    const absolute = this.resolve(ctx, itemId);
    if (!absolute) return null;
    const siblings = await this.list(ctx, driveId, path.dirname(absolute));
    return siblings.find((s) => s.id === itemId) ?? null;
  }

  async download(ctx: DocumentContext, _driveId: string, itemId: string) {
    const absolute = this.resolve(ctx, itemId);
    if (!absolute) return null;
    const info = await stat(absolute).catch(() => null);
    if (!info?.isFile()) return null;
    const name = path.basename(absolute);
    const ext = name.split('.').pop()?.toLowerCase() ?? '';
    const doc: DownloadedDocument = {
      name,
      contentType: contentTypes[ext] ?? 'application/octet-stream',
      data: await readFile(absolute),
    };
    return doc;
  }
}
