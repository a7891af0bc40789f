import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chooseEncoding } from './compression';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
};

interface Asset {
  type: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const twin = async (file: string): Promise<Buffer | undefined> =>
  existsSync(file) ? readFile(file) : undefined;

/** Every file of `dist/assets` but the source maps, with the compressed twins the build wrote. */
export async function readBuiltAssets(assetsDir: string): Promise<Map<string, Asset>> {
  const assets = new Map<string, Asset>();
  if (!existsSync(assetsDir)) return assets;
  const names = (await readdir(assetsDir)).filter((name) => !/\.(map|br|gz)$/.test(name));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(assetsDir, name);
      const [identity, br, gzip] = await Promise.all([
        readFile(file),
        twin(`${file}.br`),
        twin(`${file}.gz`),
      ]);
      assets.set(name, {
        type: TYPES[path.extname(name)] ?? 'application/octet-stream',
        identity,
        ...(br ? { br } : {}),
        ...(gzip ? { gzip } : {}),
      });
    }),
  );
  return assets;
}

/**
 * The build's hashed files at /assets/, held in memory (a few MB with their brotli and gzip
 * twins) and cached by browsers for a year: a file's name changes with its content.
 *
 * A first screen asks for 60–90 of them at once over one HTTP/2 connection. Sent from disk, each
 * cost a stat of its compressed twin, an open and a read on libuv's four-thread pool, and a
 * request log line: under load the last ones waited hundreds of milliseconds for their first
 * byte, which Lighthouse counts as server time on every request of the page. From memory each is
 * a lookup. Source maps (tens of MB, read by developers' tools only) stay on disk.
 */
export async function registerBuiltAssets(app: FastifyInstance, distDir: string): Promise<void> {
  const assets = await readBuiltAssets(path.join(distDir, 'assets'));
  app.get<{ Params: { '*': string } }>(
    '/assets/*',
    { logLevel: 'warn', schema: { hide: true } },
    (request, reply) => {
      const name = request.params['*'];
      const asset = assets.get(name);
      if (!asset) {
        if (name.endsWith('.map') && !name.includes('/') && !name.includes('\\')) {
          return reply.header('Cache-Control', 'no-cache').sendFile(`assets/${name}`);
        }
        return reply.status(404).send({ detail: 'Not found.' });
      }
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      const body = encoding ? asset[encoding] : undefined;
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Vary', 'Accept-Encoding')
        .type(asset.type);
      if (body && encoding) reply.header('Content-Encoding', encoding);
      return reply.send(body ?? asset.identity);
    },
  );
}
