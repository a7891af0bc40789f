import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { servingProcessCount, startServingProcesses } from './serving-processes';

const fixture = path.resolve(import.meta.dirname, '../tests/support/serving-process-fixture.mjs');

/** This process listening on a free port with SO_REUSEPORT, as the first server process does. */
async function listenFirst(): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((_req, res) => res.end(String(process.pid)));
  await new Promise<void>((resolve) =>
    server.listen({ port: 0, host: '127.0.0.1', reusePort: true }, resolve),
  );
  return { server, port: (server.address() as AddressInfo).port };
}

/** The pid that answered, over a new connection each time (the kernel picks the process). */
async function whoAnswers(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' } });
  return Number(await res.text());
}

async function pidsSeen(port: number, tries: number): Promise<Set<number>> {
  const seen = new Set<number>();
  for (let i = 0; i < tries; i++) seen.add(await whoAnswers(port));
  return seen;
}

describe('serving processes on one port', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('reads WEB_CONCURRENCY as a count, or one per core for auto', () => {
    expect(servingProcessCount(3)).toBe(3);
    expect(servingProcessCount('auto')).toBeGreaterThanOrEqual(1);
  });

  it('shares the port with the processes it starts, and stops them', async () => {
    const { server, port } = await listenFirst();
    cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
    const others = startServingProcesses({
      count: 3,
      env: { FIXTURE_PORT: String(port) },
      log: () => undefined,
      entry: fixture,
    });
    await others.ready;
    const seen = await pidsSeen(port, 60);
    // This process and the two it started: three different processes answered on one port.
    expect(seen.size).toBe(3);
    expect(seen.has(process.pid)).toBe(true);
    await others.stop();
    const after = await pidsSeen(port, 10);
    expect([...after]).toEqual([process.pid]);
  });

  it('starts a serving process again when one dies', async () => {
    const { server, port } = await listenFirst();
    cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
    const lines: string[] = [];
    const others = startServingProcesses({
      count: 2,
      env: { FIXTURE_PORT: String(port) },
      log: (line) => lines.push(line),
      entry: fixture,
    });
    cleanups.push(others.stop);
    await others.ready;
    const [first] = [...(await pidsSeen(port, 40))].filter((pid) => pid !== process.pid);
    expect(first).toBeDefined();
    process.kill(first ?? 0, 'SIGKILL');
    let replacement: number | undefined;
    for (let waited = 0; waited < 20_000 && !replacement; waited += 250) {
      await sleep(250);
      const seen = [...(await pidsSeen(port, 10))].filter((pid) => pid !== process.pid);
      replacement = seen.find((pid) => pid !== first);
    }
    expect(replacement).toBeDefined();
    expect(lines.join('\n')).toMatch(/serving process stopped/);
  });
});
