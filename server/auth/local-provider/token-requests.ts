import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/** oidc-provider reads at most this much of a request body; we read no more either. */
const BODY_LIMIT = 56 * 1024;

/** The request body, read whole (the token endpoint's form is small), or null past the limit. */
export async function readSmallBody(raw: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > BODY_LIMIT) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, size);
}

/**
 * Which client a token request says it is: `client_id` in the form (public clients such as the
 * SPA) or the user name of HTTP Basic authentication (confidential clients).
 */
export function tokenRequestClient(raw: IncomingMessage, body: Buffer): string {
  const basic = /^basic\s+(\S+)$/i.exec(raw.headers.authorization ?? '');
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const user = decoded.slice(0, Math.max(0, decoded.indexOf(':')));
    try {
      return decodeURIComponent(user);
    } catch {
      return user;
    }
  }
  return new URLSearchParams(body.toString('utf8')).get('client_id') ?? '';
}

/**
 * The request again, with the body already read put back as its stream, so oidc-provider
 * parses it as it would the original.
 */
export function replayRequest(raw: IncomingMessage, body: Buffer): IncomingMessage {
  const stream = Readable.from(body.length ? [body] : [], { objectMode: false });
  return Object.assign(stream, {
    headers: raw.headers,
    rawHeaders: raw.rawHeaders,
    method: raw.method,
    url: raw.url,
    originalUrl: (raw as IncomingMessage & { originalUrl?: string }).originalUrl,
    socket: raw.socket,
    connection: raw.socket,
    httpVersion: raw.httpVersion,
    httpVersionMajor: raw.httpVersionMajor,
    httpVersionMinor: raw.httpVersionMinor,
    complete: true,
  }) as unknown as IncomingMessage;
}
