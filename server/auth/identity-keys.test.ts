import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/support/test-database';
import { openDatabase } from '../db/client';
import {
  IdentityKeysError,
  loadOrCreateIdentityKeys,
  readLegacyIdentityFiles,
} from './identity-keys';
import { seal, unseal } from './key-sealing';
import { generateSigningKeys } from './signing-keys';

const SECRET = 'a secret of at least thirty-two characters';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.pool.query('DELETE FROM identity_keys');
});
afterAll(() => database.drop());

async function storedRows() {
  const res = await database.pool.query<{ id: string; use: string; material: string }>(
    'SELECT id, use, material FROM identity_keys ORDER BY use, id',
  );
  return res.rows;
}

describe('the local provider’s keys in the database', () => {
  it('are made once when several replicas start together, and all get the same', async () => {
    const replicas = Array.from({ length: 4 }, () => openDatabase(database.url, { max: 2 }));
    try {
      const loaded = await Promise.all(replicas.map((r) => loadOrCreateIdentityKeys(r.db)));
      const rows = await storedRows();
      expect(rows.map((r) => r.use)).toEqual(['cookie', 'signing']);
      for (const keys of loaded) expect(keys).toEqual(loaded[0]);
      const [first] = loaded;
      expect(first?.signing.keys).toHaveLength(1);
      expect(first?.signing.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(first?.signing.keys[0]?.d).toBeTruthy();
      expect(first?.cookieKeys[0]?.length).toBeGreaterThanOrEqual(32);
      // A later start reads them and makes nothing.
      expect(await loadOrCreateIdentityKeys(database.db)).toEqual(first);
      expect(await storedRows()).toEqual(rows);
    } finally {
      await Promise.all(replicas.map((r) => r.close()));
    }
  });

  it('are sealed at rest with IDENTITY_KEYS_SECRET, and refused without it or with another', async () => {
    const keys = await loadOrCreateIdentityKeys(database.db, { secret: SECRET });
    const rows = await storedRows();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.material).toMatch(/^sealed:v1:/);
      expect(row.material).not.toContain(keys.cookieKeys[0]);
      expect(row.material).not.toContain('"d"');
    }
    expect(await loadOrCreateIdentityKeys(database.db, { secret: SECRET })).toEqual(keys);
    await expect(loadOrCreateIdentityKeys(database.db)).rejects.toThrow(
      /sealed: set IDENTITY_KEYS_SECRET/,
    );
    await expect(
      loadOrCreateIdentityKeys(database.db, { secret: `${SECRET} but another` }),
    ).rejects.toThrow(IdentityKeysError);
    // Refused before anything was written: the stored keys are untouched.
    expect(await storedRows()).toEqual(rows);
  });

  it('seals keys stored in the clear once a secret is configured, keeping them', async () => {
    const plain = await loadOrCreateIdentityKeys(database.db);
    expect((await storedRows()).every((r) => r.material.startsWith('sealed:'))).toBe(false);
    expect(await loadOrCreateIdentityKeys(database.db, { secret: SECRET })).toEqual(plain);
    expect((await storedRows()).every((r) => r.material.startsWith('sealed:'))).toBe(true);
  });

  it('adopts the keys an earlier version kept in the data folder, so sign-ins survive', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'changecraft-legacy-keys-'));
    try {
      const old = await generateSigningKeys();
      await mkdir(path.join(dataDir, 'oidc'));
      await writeFile(path.join(dataDir, 'oidc', 'jwks.json'), JSON.stringify(old));
      await writeFile(path.join(dataDir, 'oidc', 'cookie-secret'), 'the old cookie secret value\n');
      const keys = await loadOrCreateIdentityKeys(database.db, {
        legacy: () => readLegacyIdentityFiles(dataDir),
      });
      expect(keys).toEqual({ signing: old, cookieKeys: ['the old cookie secret value'] });
      // Only until the database has keys: the folder is not read again.
      await rm(path.join(dataDir, 'oidc'), { recursive: true });
      expect(await loadOrCreateIdentityKeys(database.db)).toEqual(keys);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('sealing', () => {
  it('opens only with the same secret and for the same row', () => {
    const box = seal('private', SECRET, 'cc-1');
    expect(unseal(box, SECRET, 'cc-1')).toBe('private');
    expect(() => unseal(box, SECRET, 'cc-2')).toThrow(/does not open/);
    expect(() => unseal(box, `${SECRET}!`, 'cc-1')).toThrow(/does not open/);
    expect(seal('private', SECRET, 'cc-1')).not.toBe(box);
  });
});
