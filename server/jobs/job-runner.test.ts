import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/support/test-database';
import { oidcPayloads } from '../db/schema/identity';
import { startJobs } from './job-runner';
import { jobs } from './jobs';

describe('background jobs', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('run on the same database: the identity clean-up removes expired sign-in state', async () => {
    await database.db.insert(oidcPayloads).values([
      { id: 'expired', type: 'Session', payload: {}, expiresAt: sql`now() - interval '1 hour'` },
      { id: 'current', type: 'Session', payload: {}, expiresAt: sql`now() + interval '1 hour'` },
    ]);
    const boss = await startJobs(
      database.url,
      jobs({ db: database.db }),
      pino({ level: 'silent' }),
    );
    try {
      const name = 'identity.clean-expired-sessions';
      const schedules = await boss.getSchedules();
      expect(schedules.map((s) => s.name)).toContain(name);
      const id = await boss.send(name, {});
      expect(id).toBeTruthy();
      let state = '';
      for (let i = 0; i < 100 && state !== 'completed'; i++) {
        await new Promise((r) => setTimeout(r, 200));
        state = (await boss.getJobById(name, id ?? ''))?.state ?? '';
      }
      expect(state).toBe('completed');
      const left = await database.db.select({ id: oidcPayloads.id }).from(oidcPayloads);
      expect(left.map((r) => r.id)).toEqual(['current']);
    } finally {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    }
  });
});
