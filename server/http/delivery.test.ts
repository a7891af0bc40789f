import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { buildApp } from '../app';
import { generateSigningKeys } from '../auth/signing-keys';
import { createTokenVerifier } from '../auth/verify-token';
import { loadOrCreateCertificate } from '../tls';
import { createTestDatabase } from '../../tests/support/test-database';
import { TEST_AUDIENCE, TEST_ISSUER, TEST_SCOPE } from '../../tests/support/test-server';
import { SIGNED_IN_WARM_UP } from './app-pages';
import { chooseEncoding, COMPRESS_MIN_BYTES } from './compression';
import { firstScreens, SESSION_KEY_COOKIE } from './first-screen-hints';

/** A built app as Vite leaves it: a page, and a manifest of which file each module became. */
function fakeBuild(dir: string): void {
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><script type="module" crossorigin src="/assets/main-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/shared-1.js"></head><body></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'main-1.js'), 'export {};');
  writeFileSync(path.join(dir, 'assets', 'main-1.js.br'), brotliCompressSync('export {};'));
  writeFileSync(path.join(dir, 'assets', 'main-1.js.map'), '{"version":3}');
  const manifest = {
    'index.html': { file: 'assets/main-1.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-1.js' },
    '_button.js': { file: 'assets/button-1.js', imports: ['_shared.js'] },
    'src/app/shell/app-shell.tsx': { file: 'assets/app-shell-1.js', imports: ['_button.js'] },
    'src/features/home/screens/home-screen.tsx': {
      file: 'assets/home-screen-1.js',
      imports: ['_button.js'],
      css: ['assets/home-1.css'],
    },
    'src/app/auth/sign-in-screen.tsx': { file: 'assets/sign-in-screen-1.js' },
  };
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function decoded(raw: Buffer, encoding: unknown): string {
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/** One request over HTTP/2, as a browser makes it. */
function overHttp2(
  session: http2.ClientHttp2Session,
  url: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': url, ...headers });
    const chunks: Buffer[] = [];
    let head: http2.IncomingHttpHeaders = {};
    stream.setTimeout(10_000, () => stream.close(http2.constants.NGHTTP2_CANCEL));
    stream.on('response', (h) => (head = h));
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () =>
      resolve({
        status: Number(head[':status']),
        headers: head,
        body: decoded(Buffer.concat(chunks), head['content-encoding']),
      }),
    );
    stream.on('error', reject);
    stream.end();
  });
}

/** One request over HTTP/1.1 (what load tools and older proxies speak). */
function overHttp1(origin: string, url: string): Promise<Answer & { version: string }> {
  return new Promise((resolve, reject) => {
    const req = https.get(
      new URL(url, origin),
      { rejectUnauthorized: false, timeout: 10_000, headers: { 'accept-encoding': 'gzip' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            version: res.httpVersion,
            headers: res.headers,
            body: decoded(Buffer.concat(chunks), res.headers['content-encoding']),
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}

describe('delivery over HTTPS', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'changecraft-delivery-'));
  const dist = path.join(work, 'dist');
  let app: FastifyInstance;
  let drop: () => Promise<void> = async () => undefined;
  let origin = '';
  let session: http2.ClientHttp2Session;

  beforeAll(async () => {
    fakeBuild(dist);
    const database = await createTestDatabase();
    drop = database.drop;
    const tls = await loadOrCreateCertificate(work, ['localhost']);
    app = await buildApp({
      config: { logLevel: 'silent', env: 'test', rateLimitPublicPerMinute: 1000 },
      db: database.db,
      spaDir: dist,
      https: { key: tls.key, cert: tls.cert },
      verifyToken: createTokenVerifier(
        { mode: 'local', issuer: TEST_ISSUER, audience: TEST_AUDIENCE, scope: TEST_SCOPE },
        await generateSigningKeys(),
      ),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `https://localhost:${(app.server.address() as AddressInfo).port}`;
    session = http2.connect(origin, { rejectUnauthorized: false });
  });

  afterAll(async () => {
    session?.close();
    await app?.close();
    await drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('speaks HTTP/2 to browsers and HTTP/1.1 to clients that offer only that', async () => {
    const h2 = await overHttp2(session, '/healthz');
    expect(h2).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    expect(session.alpnProtocol).toBe('h2');
    const h1 = await overHttp1(origin, '/healthz');
    expect(h1).toMatchObject({ status: 200, version: '1.1', body: '{"status":"ok"}' });
  });

  it('has a signed-in page load the date formats before its first paint, and lets only that page run it', async () => {
    const hash = `'sha256-${createHash('sha256').update(SIGNED_IN_WARM_UP).digest('base64')}'`;
    const scriptSrc = (answer: Answer) =>
      String(answer.headers['content-security-policy'])
        .split(';')
        .find((d) => d.trim().startsWith('script-src'));
    const signedIn = { cookie: `${SESSION_KEY_COOKIE}=k`, accept: 'text/html' };
    const home = await overHttp2(session, '/', signedIn);
    expect(home.body).toContain(`<script>${SIGNED_IN_WARM_UP}</script>`);
    expect(scriptSrc(home)).toContain(hash);
    expect(scriptSrc(home)).not.toContain('unsafe-inline');

    const signIn = await overHttp2(session, '/auth/sign-in', { accept: 'text/html' });
    expect(signIn.body).not.toContain(SIGNED_IN_WARM_UP);
    expect(scriptSrc(signIn)).toBeDefined();
    expect(scriptSrc(signIn)).not.toContain('sha256-');
    const api = await overHttp2(session, '/healthz');
    expect(scriptSrc(api)).not.toContain('sha256-');
  });

  it('compresses JSON of 1 KiB and more for clients that take it, and small answers not at all', async () => {
    const big = await overHttp2(session, '/api/v1/schema/', { 'accept-encoding': 'gzip, br' });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(big.body)).toMatchObject({ openapi: expect.any(String) });

    const gzip = await overHttp1(origin, '/api/v1/schema/');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe(big.body);

    const plain = await overHttp2(session, '/api/v1/schema/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big.body);

    const small = await overHttp2(session, '/healthz', { 'accept-encoding': 'br' });
    expect(small.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('announces the addressed screen’s files in the page, by whether the browser holds a session', async () => {
    const signedIn = { cookie: `${SESSION_KEY_COOKIE}=k`, 'accept-encoding': 'br' };
    const home = await overHttp2(session, '/', { ...signedIn, accept: 'text/html' });
    expect(home.status).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers.vary).toMatch(/cookie/i);
    for (const file of ['app-shell-1.js', 'home-screen-1.js', 'button-1.js']) {
      expect(home.body).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    expect(home.body).toContain('<link rel="preload" as="style" href="/assets/home-1.css">');
    // What the page already announces is not announced twice.
    expect(home.body.match(/shared-1\.js/g)).toHaveLength(1);
    expect(home.body).not.toContain('sign-in-screen');

    const signedOut = await overHttp2(session, '/', { accept: 'text/html' });
    expect(signedOut.body).not.toContain('home-screen');
    const signIn = await overHttp2(session, '/auth/sign-in', { accept: 'text/html' });
    expect(signIn.body).toContain('href="/assets/sign-in-screen-1.js"');
    expect(signIn.body).not.toContain('app-shell');

    // Revalidation: the same version answers 304 with no body.
    const again = await overHttp2(session, '/', {
      ...signedIn,
      accept: 'text/html',
      'if-none-match': String(home.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends hashed files compressed as the build wrote them, cached for a year', async () => {
    const file = await overHttp2(session, '/assets/main-1.js', { 'accept-encoding': 'br' });
    expect(file.status).toBe(200);
    expect(file.headers['content-encoding']).toBe('br');
    expect(file.body).toBe('export {};');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await overHttp1(origin, '/assets/main-1.js');
    expect(plain).toMatchObject({ status: 200, body: 'export {};' });

    // Source maps come from disk; a name the build did not write is not found.
    const map = await overHttp2(session, '/assets/main-1.js.map');
    expect(map).toMatchObject({ status: 200, body: '{"version":3}' });
    const missing = await overHttp2(session, '/assets/nothing-1.js', { accept: 'text/html' });
    expect(missing.status).toBe(404);
  });
});

describe('the first screens the page announces', () => {
  it('name modules that exist (a moved screen would silently lose its hints)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const modules = firstScreens.flatMap((screen) => screen.modules);
    expect(modules.filter((module) => !existsSync(path.join(root, module)))).toEqual([]);
  });

  it('read the session cookie the app sets', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const tokenCopy = readFileSync(path.join(root, 'src/lib/auth/token-copy.ts'), 'utf8');
    expect(tokenCopy).toContain(`COOKIE_NAME = '${SESSION_KEY_COOKIE}'`);
  });
});

describe('choosing an encoding', () => {
  it('prefers brotli, falls back to gzip, and honours refusals', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
