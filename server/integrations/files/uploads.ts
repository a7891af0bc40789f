import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FileStore } from './file-store';
import { checkUpload, UploadRefused } from './upload-check';
import { badRequest } from '../../http-errors';

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

/**
 * The fields and the one file of a request. Multipart carries the fields either as one JSON
 * `payload` field (what the SPA sends) or as separate fields (JSON-looking values parsed, so
 * lists and booleans arrive typed); a JSON request has no file.
 */
export async function readForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; file: UploadedFile | null }> {
  if (!request.isMultipart()) {
    // No body at all is no fields; a body that is not an object (`null`, a list) is refused.
    const body = request.body === undefined ? {} : request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest({ non_field_errors: ['Send the fields as one JSON object.'] });
    }
    return { fields: body as Record<string, unknown>, file: null };
  }
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!file && part.filename) file = { field: part.fieldname, filename: part.filename, data };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest({ file: ['The file is larger than 25 MB.'] });
    }
    throw err;
  }
  if (typeof fields.payload === 'string') {
    try {
      return { fields: JSON.parse(fields.payload) as Record<string, unknown>, file };
    } catch {
      throw badRequest({ payload: ['The form could not be read.'] });
    }
  }
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value !== 'string') continue;
    if (/^[[{]/.test(value) || value === 'true' || value === 'false' || value === 'null') {
      try {
        fields[key] = JSON.parse(value) as unknown;
      } catch {
        // left as text; validation names the field
      }
    }
  }
  return { fields, file };
}

export interface StoredUpload {
  key: string;
  name: string;
  contentType: string;
  size: number;
}

/**
 * Checks the file by its content, then stores it once under an opaque key. A refusal is a
 * 400 on `field` saying why.
 */
export async function storeUpload(
  files: FileStore,
  organisationId: number,
  upload: UploadedFile,
  kind: 'file' | 'image',
  field: string,
): Promise<StoredUpload> {
  let checked;
  try {
    checked = await checkUpload(upload.data, upload.filename, kind);
  } catch (err) {
    if (err instanceof UploadRefused) throw badRequest({ [field]: [err.message] });
    throw err;
  }
  const key = `${organisationId}/${randomUUID()}`;
  await files.put(key, upload.data, checked.contentType);
  const name = upload.filename.replace(/[\\/\0]/g, '_').slice(0, 200) || 'file';
  return { key, name, contentType: checked.contentType, size: checked.size };
}
