// Runs npm scripts at the same time and fails when any of them fails: `npm test` type-checks,
// lints and checks formatting side by side, since each of them keeps one core busy and CI has two.
// Each script's output is printed whole when it ends, so the logs of two never interleave.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.js <npm script>...');
  process.exit(2);
}

/** Runs `npm run <name>`; resolves with its exit code once it has printed its output. */
function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n> ${name}: ${status} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(names.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
