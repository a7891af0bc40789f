import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/support/test-database';
import { registerJobs } from './jobs-plugin';

describe('the app’s job queue', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('is there for routes as they register, reaches pg-boss once the app is ready, stops with it', async () => {
    const ran: unknown[] = [];
    const app = Fastify({ logger: false });
    registerJobs(app, {
      definitions: [{ name: 'test.record', run: async (data) => void ran.push(data) }],
      connectionString: database.url,
    });
    let seenAtRegistration = false;
    await app.register(async (scoped) => {
      seenAtRegistration = scoped.jobQueue === app.jobQueue;
    });
    await app.ready();
    expect(seenAtRegistration).toBe(true);

    const id = await app.jobQueue.send('test.record', { n: 1 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    for (let i = 0; i < 100 && ran.length === 0; i++) await new Promise((r) => setTimeout(r, 200));
    expect(ran).toEqual([{ n: 1 }]);
    await app.close();
    await expect(app.jobQueue.send('test.record', { n: 2 })).rejects.toThrow();
  });
});
