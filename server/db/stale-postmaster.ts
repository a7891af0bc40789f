import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a process, or '' when it cannot be read (not Linux, or gone). */
async function commandLine(pid: number): Promise<string> {
  return readFile(`/proc/${pid}/cmdline`, 'utf8')
    .then((s) => s.replace(/\0/g, ' '))
    .catch(() => '');
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 100) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
}

/**
 * A server killed without its shutdown (kill -9, a power cut of the terminal) leaves its
 * PostgreSQL running, holding the cluster in `dir`. When the postmaster named in the cluster's
 * `postmaster.pid` is alive and is a PostgreSQL of this very folder, it is ours: stop it (fast
 * shutdown, then immediate), so this start can take the folder. A pid file whose process is gone
 * is left for PostgreSQL, which removes it itself. Returns whether it stopped one.
 */
export async function stopStalePostmaster(
  dir: string,
  log: (line: string) => void,
): Promise<boolean> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return false;
  const command = await commandLine(pid);
  if (command && !(command.includes('postgres') && command.includes(path.resolve(dir)))) {
    // The pid was reused by an unrelated process: nothing of ours holds the folder.
    return false;
  }
  log(`A PostgreSQL left running by an earlier server (process ${pid}) holds ${dir}; stopping it…`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 30_000)) return true;
  process.kill(pid, 'SIGQUIT');
  if (await waitForExit(pid, 10_000)) return true;
  throw new Error(
    `PostgreSQL (process ${pid}) still holds ${dir} and did not stop. Stop it by hand ` +
      `(kill ${pid}) and start again.`,
  );
}
