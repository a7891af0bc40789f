import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Below this many bytes an answer goes as it is: it fits in one packet either way, so squeezing it
 * would cost CPU on every small read (one row, a count, an empty list) and save no round trip.
 */
export const COMPRESS_MIN_BYTES = 1024;

/** `application/json` and its `+json` kinds (`application/problem+json`). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer in, from an Accept-Encoding header: brotli (smaller at equal speed) when
 * the client takes it, else gzip, else none. A coding given `q=0` is refused, as is `*;q=0`.
 */
export function chooseEncoding(
  acceptEncoding: string | string[] | undefined,
): Encoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

function compress(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  // Brotli at quality 4 compresses JSON about as fast as gzip's default and a fifth smaller;
  // the higher qualities the build uses for files cost milliseconds per answer.
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_QUALITY]: 4,
          [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipAsync(bytes, { level: 6 });
}

function addVary(current: unknown, field: string): string {
  const text = Array.isArray(current)
    ? current.join(', ')
    : typeof current === 'string'
      ? current
      : '';
  const fields = text.split(',').map((f) => f.trim().toLowerCase());
  if (fields.includes(field.toLowerCase()) || fields.includes('*')) return text;
  return text ? `${text}, ${field}` : field;
}

/**
 * Compresses the API's JSON answers of 1 KiB and more, for clients that take brotli or gzip (the
 * built app's files are compressed once at build time and sent as they are: server/http/spa.ts).
 * A page of projects is 10–30 KB as JSON and a seventh of that compressed: on a phone's link
 * that is most of a round trip per read.
 *
 * Answers kept by the response cache are the same bytes on every hit, so their compressed form is
 * kept beside them (weakly: it goes when the cache drops the answer) and made once, not per hit.
 *
 * Only JSON is compressed here. The API authenticates by bearer token, never by cookie, so
 * another site cannot have a signed-in browser fetch answers that mix its own text with secrets
 * and measure their compressed size (BREACH); the sign-in pages, which use cookies, are left
 * alone.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    const made = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (!JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
      if (size < COMPRESS_MIN_BYTES) return payload;
      // Whether this answer is compressed depends on the request's Accept-Encoding: caches must
      // know, even when this client took it plain.
      reply.header('vary', addVary(reply.getHeader('vary'), 'Accept-Encoding'));
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;

      let body: Buffer;
      if (Buffer.isBuffer(payload)) {
        const kept = made.get(payload) ?? {};
        body = kept[encoding] ?? (await compress(payload, encoding));
        kept[encoding] = body;
        made.set(payload, kept);
      } else {
        body = await compress(Buffer.from(payload, 'utf8'), encoding);
      }
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return body;
    });
  },
  { name: 'compression' },
);
