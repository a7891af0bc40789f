import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Set on the processes the first one starts: they serve requests on the same port and the same
 * database, and leave the data folder's one-time work (its lock, the embedded database,
 * migrations, seeding) to the process that started them.
 */
export const SERVING_PROCESS_ENV = 'CHANGECRAFT_SERVING_PROCESS';

export function isServingProcess(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[SERVING_PROCESS_ENV] === '1';
}

/** `WEB_CONCURRENCY`: a number, or `auto` for one process per core. */
export function servingProcessCount(setting: string | number): number {
  if (setting === 'auto') return Math.max(1, availableParallelism());
  return Math.max(1, Number(setting));
}

/**
 * Starts `count - 1` more processes of this same server, each a replica of its own (its pool,
 * caches and job workers; what they share lives in the database) that listens on the same port
 * with SO_REUSEPORT, so the kernel spreads connections over them. One Node.js process uses one
 * core: on a machine with more, a single process is the bottleneck long before PostgreSQL is.
 *
 * `ready` settles once the first ones listen (or died trying), so the server says it is running
 * only when every process takes requests. A process that dies is started again (after a second, so a crash at start cannot spin); when
 * this one goes, its IPC channel closes and they stop too.
 */
export function startServingProcesses(options: {
  count: number;
  env: Record<string, string>;
  log: (line: string) => void;
  /** The module each process runs: this server's own entry unless a test gives another. */
  entry?: string;
}): { ready: Promise<void>; stop: () => Promise<void> } {
  let stopping = false;
  const children = new Set<ChildProcess>();
  const start = (): Promise<void> => {
    const child = fork(options.entry ?? process.argv[1] ?? '', ['--serving-process'], {
      execArgv: process.execArgv,
      env: { ...process.env, ...options.env, [SERVING_PROCESS_ENV]: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.add(child);
    const ready = new Promise<void>((resolve) => {
      child.on('message', (message) => {
        if (message === SERVING_PROCESS_READY) resolve();
      });
      child.once('exit', () => resolve());
    });
    child.once('exit', (code, signal) => {
      children.delete(child);
      if (stopping) return;
      options.log(
        `A serving process stopped (${signal ?? `exit ${String(code)}`}); starting another.`,
      );
      setTimeout(() => {
        if (!stopping) void start();
      }, 1_000).unref();
    });
    return ready;
  };
  const first = Array.from({ length: options.count - 1 }, () => start());
  return {
    ready: Promise.all(first).then(() => undefined),
    stop: async () => {
      stopping = true;
      await Promise.all(
        [...children].map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
              child.once('exit', () => {
                clearTimeout(force);
                resolve();
              });
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

const SERVING_PROCESS_READY = 'changecraft:listening';

/** In a serving process: stop when the process that started it is gone. */
export function followParent(stop: () => void): void {
  process.once('disconnect', stop);
}

/** In a serving process: tell the first one that this one listens. */
export function reportListening(): void {
  process.send?.(SERVING_PROCESS_READY);
}
