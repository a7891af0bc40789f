import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { isDatabaseUnavailable } from './connection-errors';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';

async function postmasterPid(dir: string): Promise<number> {
  return Number((await readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('embedded PostgreSQL after a crash', () => {
  const dirs: string[] = [];
  const running: EmbeddedDatabase[] = [];
  afterAll(async () => {
    for (const db of running) await db.stop().catch(() => undefined);
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('takes over the folder from a PostgreSQL a killed server left running, and restarts one that dies', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'changecraft-crash-'));
    dirs.push(dir);
    await chmod(dir, 0o755);
    const pgDir = path.join(dir, 'pg');
    const notices: string[] = [];
    const notice = (line: string) => notices.push(line);

    // A first server starts PostgreSQL and is killed (-9): its PostgreSQL keeps running.
    const embedded = new URL('./embedded.ts', import.meta.url).pathname;
    const server = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { startEmbeddedPostgres } = await import(${JSON.stringify(embedded)});
         await startEmbeddedPostgres(${JSON.stringify(pgDir)});
         process.stdout.write('ready\\n');
         setInterval(() => undefined, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
      server.on('exit', () => reject(new Error('the first server did not start')));
    });
    server.kill('SIGKILL');
    const orphanPid = await postmasterPid(pgDir);
    expect(alive(orphanPid)).toBe(true);

    const db = await startEmbeddedPostgres(pgDir, { notice });
    running.push(db);
    expect(notices.join('\n')).toContain(`process ${orphanPid}`);
    expect(alive(orphanPid)).toBe(false);

    const handle = openDatabase(db.url, { max: 2 });
    try {
      await handle.pool.query('CREATE TABLE IF NOT EXISTS t (n int)');
      await handle.pool.query('INSERT INTO t VALUES (1)');

      // PostgreSQL itself dies: the pool's errors are reported, not thrown at the process.
      const pid = await postmasterPid(pgDir);
      process.kill(pid, 'SIGKILL');
      while (alive(pid)) await sleep(50);
      // Until it is back, any failure reads as "unavailable" (a 503); then the rows are there.
      const failures: unknown[] = [];
      let rows: unknown[] = [];
      for (let waited = 0; waited < 60_000 && rows.length === 0; waited += 200) {
        rows = await handle.pool
          .query('SELECT n FROM t')
          .then((r) => r.rows)
          .catch((err: unknown) => {
            failures.push(err);
            return [];
          });
        if (rows.length === 0) await sleep(200);
      }
      expect(failures.filter((err) => !isDatabaseUnavailable(err))).toEqual([]);
      expect(rows).toEqual([{ n: 1 }]);
      expect(notices.join('\n')).toContain('PostgreSQL is running again.');
    } finally {
      await handle.close();
    }
  }, 120_000);
});
