import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/support/test-database';
import { oidcPayloads } from '../../db/schema/identity';
import { deleteExpiredIdentityState, PostgresAdapter } from './adapter';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

beforeEach(async () => {
  await database.db.delete(oidcPayloads);
});

const adapter = (model: string) => new PostgresAdapter(database.db, model);

describe('PostgreSQL storage of the local provider', () => {
  it('stores, finds and replaces a payload by model and id', async () => {
    const sessions = adapter('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await adapter('Grant').find('s1')).toBeUndefined();

    await sessions.upsert('s1', { uid: 'u1', accountId: 'a2' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a2' });
    const [row] = await database.db.select().from(oidcPayloads);
    expect(row).toMatchObject({ type: 'Session', id: 's1', uid: 'u1' });
    expect(row?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 55_000);
  });

  it('finds a session by uid and a device code by user code', async () => {
    await adapter('Session').upsert('s2', { uid: 'uid-2', accountId: 'a' }, 60);
    expect(await adapter('Session').findByUid('uid-2')).toMatchObject({ accountId: 'a' });
    expect(await adapter('Session').findByUid('uid-3')).toBeUndefined();

    await adapter('DeviceCode').upsert('d1', { userCode: 'ABCD-EFGH', grantId: 'g' }, 60);
    expect(await adapter('DeviceCode').findByUserCode('ABCD-EFGH')).toMatchObject({ grantId: 'g' });
  });

  it('hides what has expired, and keeps what has no expiry', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('old', { grantId: 'g' }, 60);
    await database.db
      .update(oidcPayloads)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oidcPayloads.id, 'old'));
    expect(await codes.find('old')).toBeUndefined();

    await adapter('Client').upsert('forever', { client_id: 'forever' });
    expect(await adapter('Client').find('forever')).toEqual({ client_id: 'forever' });
  });

  it('marks a code consumed, and a re-save keeps the mark', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1', accountId: 'a' }, 60);
    await codes.consume('c1');
    const found = await codes.find('c1');
    expect(typeof found?.consumed).toBe('number');
    expect(Math.abs(Number(found?.consumed) - Date.now() / 1000)).toBeLessThan(5);

    await codes.upsert('c1', { ...found }, 60);
    expect((await codes.find('c1'))?.consumed).toBe(found?.consumed);
    const [row] = await database.db
      .select({ payload: oidcPayloads.payload })
      .from(oidcPayloads)
      .where(eq(oidcPayloads.id, 'c1'));
    expect(row?.payload).not.toHaveProperty('consumed');
  });

  it('destroys one payload', async () => {
    await adapter('Interaction').upsert('i1', { uid: 'i1' }, 60);
    await adapter('Interaction').upsert('i2', { uid: 'i2' }, 60);
    await adapter('Interaction').destroy('i1');
    expect(await adapter('Interaction').find('i1')).toBeUndefined();
    expect(await adapter('Interaction').find('i2')).toBeDefined();
  });

  it('revokes by grant only the tokens of that model and grant', async () => {
    await adapter('RefreshToken').upsert('r1', { grantId: 'g1' }, 60);
    await adapter('RefreshToken').upsert('r2', { grantId: 'g2' }, 60);
    await adapter('AuthorizationCode').upsert('c1', { grantId: 'g1' }, 60);
    await adapter('RefreshToken').revokeByGrantId('g1');
    expect(await adapter('RefreshToken').find('r1')).toBeUndefined();
    expect(await adapter('RefreshToken').find('r2')).toBeDefined();
    expect(await adapter('AuthorizationCode').find('c1')).toBeDefined();
  });
});

describe('deleteExpiredIdentityState', () => {
  it('deletes expired rows only and says how many', async () => {
    await adapter('Session').upsert('live', { uid: 'a' }, 3600);
    await adapter('Session').upsert('dead', { uid: 'b' }, 3600);
    await adapter('RefreshToken').upsert('dead-too', { grantId: 'g' }, 3600);
    await adapter('Client').upsert('no-expiry', {});
    await database.db
      .update(oidcPayloads)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(sql`${oidcPayloads.id} IN ('dead', 'dead-too')`);

    expect(await deleteExpiredIdentityState(database.db)).toBe(2);
    const left = await database.db
      .select({ type: oidcPayloads.type, id: oidcPayloads.id })
      .from(oidcPayloads)
      .orderBy(oidcPayloads.id);
    expect(left).toEqual([
      { type: 'Session', id: 'live' },
      { type: 'Client', id: 'no-expiry' },
    ]);
    expect(await deleteExpiredIdentityState(database.db)).toBe(0);
    const [live] = await database.db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, 'Session'), eq(oidcPayloads.id, 'live')));
    expect(live).toBeDefined();
  });
});
