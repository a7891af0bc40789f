import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile } from 'node:fs/promises';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '../..');

/** One keep-alive agent for every writer: the server's certificate is the data folder's own. */
export const agent = new https.Agent({
  keepAlive: true,
  maxSockets: 200,
  rejectUnauthorized: false,
});

export interface Answer {
  status: number;
  body: unknown;
}

/** A request that resolves with the status, or rejects when no answer came (connection lost). */
export function call(
  origin: string,
  method: string,
  route: string,
  token: string | undefined,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = https.request(
      new URL(route, origin),
      {
        method,
        agent,
        timeout: 15_000,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // Not JSON (an HTML error page): kept as text.
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

export interface RunningServer {
  process: ChildProcess;
  origin: string;
  stderr: string[];
}

/**
 * `npm start` on the data folder, answered once `/healthz` is 200 (within `timeoutMs`, five
 * minutes unless told). `args` go to the server (`--scale 100`), `env` over the defaults below.
 */
export async function startServer(
  dataDir: string,
  port: number,
  options: {
    args?: string[];
    env?: Record<string, string>;
    timeoutMs?: number;
    /** Sees every line the server logs (JSON lines). */
    onLine?: (line: string) => void;
  } = {},
): Promise<RunningServer> {
  const timeoutMs = options.timeoutMs ?? 300_000;
  // As `npm start`: the compiled server, built first when its sources changed.
  const child = spawn(process.execPath, ['scripts/start.ts', ...(options.args ?? [])], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `https://localhost:${port}`,
      SEED_DEMO: 'true',
      RATE_LIMIT_API_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    // The log is JSON lines (a chunk may end mid-line): keep the errors (level 50 and up) to
    // explain any 5xx.
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (/"level":(5|6)\d/.test(line)) stderr.push(line);
      options.onLine?.(line);
    }
  });
  const origin = `https://localhost:${port}`;
  for (let waited = 0; waited < timeoutMs; waited += 250) {
    if (child.exitCode !== null) {
      throw new Error(`The server stopped while starting:\n${stderr.join('')}`);
    }
    const up = await call(origin, 'GET', '/healthz', undefined).catch(() => undefined);
    // The server writes runtime.json (its database address) just after it starts listening.
    if (up?.status === 200 && (await runtimePid(dataDir)) === child.pid) {
      return { process: child, origin, stderr };
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer /healthz within ${timeoutMs / 1000} s.`);
}

/** Resolves once the process has exited (at most `ms`; then it is killed). */
export async function exited(child: ChildProcess, ms = 30_000): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  return Promise.race([
    new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))),
    sleep(ms).then(() => {
      child.kill('SIGKILL');
      return null;
    }),
  ]);
}

export async function postmasterPid(dataDir: string): Promise<number> {
  const text = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
  return Number(text.split('\n')[0]);
}

async function runtimePid(dataDir: string): Promise<number | undefined> {
  try {
    const text = await readFile(path.join(dataDir, 'runtime.json'), 'utf8');
    return (JSON.parse(text) as { pid: number }).pid;
  } catch {
    return undefined;
  }
}

export async function ownerDatabaseUrl(dataDir: string): Promise<string> {
  const runtime = JSON.parse(await readFile(path.join(dataDir, 'runtime.json'), 'utf8')) as {
    databaseUrl: string;
  };
  return runtime.databaseUrl;
}

/** An empty data folder in the system's temporary folder. */
export async function freshDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'changecraft-bench-'));
  // The embedded PostgreSQL runs as its own user when started as root: it must see inside.
  await chmod(dataDir, 0o755);
  return dataDir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
