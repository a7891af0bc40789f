import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export interface StaticSite {
  origin: string;
  /** Paths of every file requested, in order (after history fallback). */
  requested: string[];
  close: () => Promise<void>;
}

/**
 * Serves a Vite build the way the app server does: files, history fallback to index.html, hashed
 * assets cached for a year, and, with `precompressed`, the .br/.gz twins the build wrote.
 */
export async function serveStatic(
  root: string,
  { precompressed = false } = {},
): Promise<StaticSite> {
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      let file = path.join(root, decodeURIComponent(url.pathname));
      if (!file.startsWith(root) || !(await isFile(file))) {
        if (path.extname(url.pathname)) {
          response.writeHead(404).end();
          return;
        }
        file = path.join(root, 'index.html');
      }
      requested.push(path.relative(root, file));
      const headers: Record<string, string> = {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': url.pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        vary: 'accept-encoding',
      };
      const accepts = String(request.headers['accept-encoding'] ?? '');
      let body = file;
      if (precompressed && accepts.includes('br') && (await isFile(`${file}.br`))) {
        body = `${file}.br`;
        headers['content-encoding'] = 'br';
      } else if (precompressed && accepts.includes('gzip') && (await isFile(`${file}.gz`))) {
        body = `${file}.gz`;
        headers['content-encoding'] = 'gzip';
      }
      response.writeHead(200, headers);
      createReadStream(body).pipe(response);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requested,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
