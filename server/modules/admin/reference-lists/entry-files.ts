import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, notFound } from '../../../http-errors';
import type { FileStore } from '../../../integrations/files/file-store';
import { attachmentDisposition } from '../../../integrations/files/upload-check';
import {
  storeUpload,
  type StoredUpload,
  type UploadedFile,
} from '../../../integrations/files/uploads';
import { withToolAccess } from '../tool-access';

/**
 * What a write does to the file of a list whose entries are a link or a file (tool templates):
 * the upload stored for it, and the stored files it leaves behind, removed once it commits.
 */
export interface FileChange {
  stored: StoredUpload | null;
  discard: string[];
}

type Entry = Record<string, unknown>;

/**
 * The columns a create or an update sets on a link-or-file entry. A new file replaces the link
 * (and an older file); a new link replaces the file. Both at once, or neither on a new entry, is
 * a 400.
 */
export function linkOrFileColumns(
  input: Entry,
  change: FileChange,
  before?: { url: unknown; fileKey: unknown },
): Entry {
  const link = input.url;
  if (change.stored && link !== undefined) {
    throw badRequest({ file: ['Give a link or a file, not both.'] });
  }
  if (!before && !change.stored && link === undefined) {
    throw badRequest({ url: ['Give a link or choose a file.'] });
  }
  const oldKey = typeof before?.fileKey === 'string' ? before.fileKey : null;
  if (change.stored) {
    if (oldKey) change.discard.push(oldKey);
    return {
      url: null,
      fileKey: change.stored.key,
      fileName: change.stored.name,
      fileContentType: change.stored.contentType,
    };
  }
  if (link !== undefined) {
    if (oldKey) change.discard.push(oldKey);
    return { url: link, fileKey: null, fileName: null, fileContentType: null };
  }
  return {};
}

/**
 * Runs an admin write that may carry an upload: the file is stored once tool access is confirmed,
 * removed again if the write fails, and the files the write replaced are removed after it commits.
 */
export async function withUpload<T>(
  request: FastifyRequest,
  files: FileStore,
  upload: UploadedFile | null,
  write: (tx: TenantTx, actorId: number, change: FileChange) => Promise<T>,
): Promise<T> {
  const change: FileChange = { stored: null, discard: [] };
  const organisationId = request.caller().organisationId;
  let result: T;
  try {
    result = await withToolAccess(request, async (tx, actorId) => {
      if (upload) change.stored = await storeUpload(files, organisationId, upload, 'file', 'file');
      return write(tx, actorId, change);
    });
  } catch (error) {
    if (change.stored) await files.delete(change.stored.key);
    throw error;
  }
  await Promise.all(change.discard.map((key) => files.delete(key)));
  return result;
}

/** An entry's stored file, named as uploaded; a link entry has none (404). */
export async function sendEntryFile(
  reply: FastifyReply,
  files: FileStore,
  row: { fileKey: unknown; fileName: unknown; fileContentType: unknown },
) {
  if (typeof row.fileKey !== 'string') throw notFound('This template is a link, not a file.');
  const data = await files.get(row.fileKey);
  if (!data) throw notFound('The file is no longer in storage.');
  return reply
    .header('content-type', String(row.fileContentType ?? 'application/octet-stream'))
    .header('content-disposition', attachmentDisposition(String(row.fileName ?? 'download')))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(data);
}
