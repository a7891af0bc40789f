import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireInstanceLock, InstanceLockedError } from './instance-lock';

describe('one server per data folder', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('refuses a second server while the first runs, with a clear message', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'changecraft-lock-'));
    dirs.push(dir);
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      await writeFile(path.join(dir, 'server.lock'), String(other.pid));
      const attempt = acquireInstanceLock(dir);
      await expect(attempt).rejects.toBeInstanceOf(InstanceLockedError);
      await expect(attempt).rejects.toThrow(/already using the data folder/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and releases it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'changecraft-lock-'));
    dirs.push(dir);
    await writeFile(path.join(dir, 'server.lock'), '999999');
    const lock = await acquireInstanceLock(dir);
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(true);
    await lock.release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});
