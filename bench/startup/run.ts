/**
 * Start-up benchmark (issue 30): starts the server as `npm start` does (the compiled bundle,
 * built first when stale) on a data folder, and prints per run the CPU the Node process spent
 * from its start until it listened (its own figure, printed in its ready line), the wall time to
 * that line, and its resident memory at rest a while later. The load average is printed beside
 * them: wall time moves with it, CPU far less.
 *
 *   npm run bench:startup -- [--data-dir .data] [--runs 3] [--idle-seconds 10]
 *   npm run bench:startup -- --first    # a fresh data folder and fresh builds, once
 *
 * The data folder must not be in use (a server on it refuses to start). `--first` measures a
 * fresh clone's first start instead: an empty data folder in the system's temporary folder, the
 * server and app builds made again (their stamps removed), the database created and seeded.
 */
import { rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { ensureServerBuilt, root, serverBuildDir } from '../../scripts/server-build.ts';
import { exited, freePort, freshDataDir, startServer } from '../support/server';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: '.data' },
    runs: { type: 'string', default: '3' },
    'idle-seconds': { type: 'string', default: '10' },
    first: { type: 'boolean', default: false },
  },
});
const first = values.first;
const runs = first ? 1 : Number(values.runs);
const idleSeconds = Number(values['idle-seconds']);

/** The process's resident set as the kernel counts it (Linux), in MiB. */
function residentMiB(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

const load = () => loadavg()[0]?.toFixed(1) ?? '?';

if (first) {
  await rm(path.join(serverBuildDir, '.build-inputs.json'), { force: true });
  await rm(path.join(root, 'dist', '.build-inputs'), { force: true });
} else {
  // Not timed: a stale bundle is built once before the runs, as the first of them would.
  await ensureServerBuilt((line) => console.log(line));
}
const dataDir = first ? await freshDataDir() : path.resolve(root, values['data-dir']);
console.log(
  `${first ? 'First start on a fresh data folder' : `Starts on ${dataDir}`}, load average ${load()}`,
);
console.log('run  CPU to listening  wall to listening  idle RSS  load');
for (let run = 1; run <= runs; run += 1) {
  let cpu = NaN;
  const began = performance.now();
  let wall = NaN;
  const server = await startServer(dataDir, await freePort(), {
    onLine: (line) => {
      const ready = /ready in [\d.]+ s, ([\d.]+) s of CPU/.exec(line);
      if (ready) {
        cpu = Number(ready[1]);
        wall = (performance.now() - began) / 1000;
      }
    },
  });
  await sleep(idleSeconds * 1000);
  const rss = server.process.pid ? residentMiB(server.process.pid) : undefined;
  const loadNow = load();
  server.process.kill('SIGINT');
  await exited(server.process);
  console.log(
    `${String(run).padStart(3)}  ${cpu.toFixed(2).padStart(13)} s  ${wall.toFixed(1).padStart(15)} s  ${rss === undefined ? '     ?' : rss.toFixed(0).padStart(6)} MiB  ${loadNow}`,
  );
}
if (first) await rm(dataDir, { recursive: true, force: true });
