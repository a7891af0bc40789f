// `npm test`: the checks (type check, ESLint, Prettier, side by side), then Vitest, then the
// Playwright journeys, stopping at the first part that fails. The app's production build, which
// the journeys' server needs, is made meanwhile in the background at the lowest CPU priority, so
// it uses what the other parts leave idle instead of holding up the journeys' start.
// Each part's output is streamed; the build's is printed when it ends. See CONTRIBUTING.md,
// "The test suite", for running one part alone.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

const windows = process.platform === 'win32';
const npm = (args) => ({ command: 'npm', args, shell: windows });

/**
 * Starts a command; its `done` resolves with its exit code (a signal counts as failure). A quiet
 * one gets a process group of its own (POSIX), so that `stop` ends its children too.
 */
function start({ command, args, shell }, { quiet = false } = {}) {
  const child = spawn(command, args, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    shell,
    detached: quiet && !windows,
  });
  const output = [];
  if (quiet) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  const done = new Promise((resolve) => {
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
  const stop = () => {
    try {
      if (quiet && !windows && child.pid) process.kill(-child.pid);
      else child.kill();
    } catch {
      // Already gone.
    }
  };
  return { child, done, stop, output: () => Buffer.concat(output) };
}

const timings = [];
function summary() {
  for (const [name, seconds, code] of timings) {
    const status = code === 0 ? 'passed' : `failed (exit ${code})`;
    console.log(`  ${name.padEnd(12)} ${status} in ${seconds.toFixed(1)} s`);
  }
}

async function part(name, command) {
  const started = Date.now();
  console.log(`\n> ${name}`);
  const code = await start(command).done;
  timings.push([name, (Date.now() - started) / 1000, code]);
  return code;
}

// The build: `nice` on POSIX so the whole process tree (esbuild's own service too) yields.
const buildStarted = Date.now();
const buildCommand = windows
  ? { command: process.execPath, args: ['--import', 'tsx', 'scripts/build-spa.ts'] }
  : {
      command: 'nice',
      args: ['-n', '19', process.execPath, '--import', 'tsx', 'scripts/build-spa.ts'],
    };
const build = start(buildCommand, { quiet: true });
if (windows && build.child.pid) {
  try {
    setPriority(build.child.pid, 19);
  } catch {
    // Only slower: the journeys' server would find the build current all the same.
  }
}
// The build's group is not the terminal's: end it with the run, however the run ends.
process.on('exit', build.stop);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => process.exit(130));
}
const built = build.done.then((code) => {
  timings.push(['app build', (Date.now() - buildStarted) / 1000, code]);
  return code;
});

let failed = 0;
for (const [name, command] of [
  ['checks', npm(['run', 'test:checks'])],
  ['vitest', npm(['run', 'test:unit'])],
]) {
  failed = await part(name, command);
  if (failed) break;
}

if (!failed) {
  const code = await built;
  console.log(`\n> app build (in the background): ${code === 0 ? 'done' : 'failed'}`);
  process.stdout.write(build.output());
  failed = code || (await part('playwright', npm(['run', 'e2e'])));
}

console.log(`\nnpm test ${failed ? 'failed' : 'passed'}:`);
summary();
process.exit(failed ? 1 : 0);
