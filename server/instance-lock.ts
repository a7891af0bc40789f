import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class InstanceLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Changecraft server (process ${pid}) is already using the data folder ${dataDir}.\n` +
        'Stop it first, or start this one with a different DATA_DIR. Nothing was changed.',
    );
  }
}

export interface InstanceLock {
  release(): Promise<void>;
}

/**
 * Takes the data folder for this process. A second server on the same folder refuses before it
 * touches the database; a lock left by a crashed process is taken over.
 */
export async function acquireInstanceLock(dataDir: string): Promise<InstanceLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return {
        release: async () => {
          await unlink(file).catch(() => undefined);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new InstanceLockedError(dataDir, pid);
      }
      await unlink(file).catch(() => undefined);
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}.`);
}
