import { Worker } from 'node:worker_threads';

/**
 * A test that blocks the event loop (a render loop that never yields) defeats every timeout,
 * since timeouts are timers on that same loop, and would stall the whole run until CI gives up.
 * This watchdog lives on its own thread: when the test thread has not ticked for `limitMs`, it
 * names the file and test on stderr and ends the process, so Vitest reports that file as failed
 * and goes on with the rest.
 */
export function startEventLoopWatchdog(file: string, limitMs = 120_000) {
  const shared = new SharedArrayBuffer(8 + 512);
  const tick = new Float64Array(shared, 0, 1);
  const name = new Uint8Array(shared, 8, 512);
  const beat = () => {
    tick[0] = Date.now();
  };
  beat();
  const timer = setInterval(beat, 1_000);
  timer.unref();

  const worker = new Worker(
    `
    const { workerData } = require('node:worker_threads');
    const { writeSync } = require('node:fs');
    const tick = new Float64Array(workerData.shared, 0, 1);
    const name = new Uint8Array(workerData.shared, 8, 512);
    setInterval(() => {
      if (Date.now() - tick[0] < workerData.limitMs) return;
      const test = new TextDecoder().decode(name).replace(/\\0+$/, '');
      writeSync(2, '\\n' + workerData.file + ': the event loop has been blocked for ' +
        Math.round(workerData.limitMs / 1000) + ' s in "' + test + '"; stopping this file.\\n');
      process.kill(process.pid, 'SIGKILL');
    }, 1000);
    `,
    { eval: true, workerData: { shared, limitMs, file } },
  );
  worker.unref();

  return {
    /** Records the running test's name for the message. */
    running(testName: string) {
      name.fill(0);
      name.set(new TextEncoder().encode(testName).subarray(0, 511));
    },
    async stop() {
      clearInterval(timer);
      await worker.terminate();
    },
  };
}
