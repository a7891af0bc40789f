/** Types we store, by what the bytes are (never by the name or the declared type). */
const documentTypes = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/x-cfb',
  'video/mp4',
  'audio/mpeg',
  'application/zip',
]);
const imageTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const textExtensions = new Set(['txt', 'csv', 'md']);

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 8000;

export interface CheckedUpload {
  contentType: string;
  size: number;
  width?: number;
  height?: number;
}

export class UploadRefused extends Error {}

function looksLikeMarkup(data: Buffer): boolean {
  const head = data.subarray(0, 4096).toString('utf8').toLowerCase();
  return /<\s*(svg|html|script|!doctype|\?xml)/.test(head);
}

/**
 * Checks an upload by its content: known document and image types, a size limit, image
 * dimensions; plain text only for `.txt`, `.csv`, `.md` and only when it is valid UTF-8 without
 * markup. SVG and HTML are refused outright: they can carry script that a browser would run.
 */
export async function checkUpload(
  data: Buffer,
  filename: string,
  kind: 'file' | 'image',
): Promise<CheckedUpload> {
  const limit = kind === 'image' ? MAX_IMAGE_BYTES : MAX_UPLOAD_BYTES;
  if (data.length === 0) throw new UploadRefused('The file is empty.');
  if (data.length > limit) {
    throw new UploadRefused(`The file is larger than ${Math.round(limit / 1024 / 1024)} MB.`);
  }
  if (looksLikeMarkup(data)) {
    throw new UploadRefused('SVG, HTML and XML files are not accepted.');
  }
  // The detectors (about 50 modules) are loaded by the first upload, not by every server start.
  const [{ fileTypeFromBuffer }, { imageSize }] = await Promise.all([
    import('file-type'),
    import('image-size'),
  ]);
  const detected = await fileTypeFromBuffer(data);
  if (kind === 'image') {
    if (!detected || !imageTypes.has(detected.mime)) {
      throw new UploadRefused('Choose a PNG, JPEG, GIF or WebP image.');
    }
    const { width, height } = imageSize(data);
    if (!width || !height || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
      throw new UploadRefused(`Images may be at most ${MAX_IMAGE_SIDE} pixels on each side.`);
    }
    return { contentType: detected.mime, size: data.length, width, height };
  }
  if (detected) {
    if (imageTypes.has(detected.mime) || documentTypes.has(detected.mime)) {
      return { contentType: detected.mime, size: data.length };
    }
    throw new UploadRefused(`Files of type ${detected.mime} are not accepted.`);
  }
  const extension = filename.split('.').pop()?.toLowerCase() ?? '';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data);
  if (textExtensions.has(extension) && !text.includes('\uFFFD')) {
    return {
      contentType: extension === 'csv' ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8',
      size: data.length,
    };
  }
  throw new UploadRefused(
    'Choose a PDF, Office document, image, video or a .txt, .csv or .md text file.',
  );
}

/** `Content-Disposition: attachment` with the name in both the ASCII and the RFC 5987 form. */
export function attachmentDisposition(filename: string, inline = false): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
