import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { createIntegrations, type Integrations } from '../../server/integrations/integrations';
import {
  generateSigningKeys,
  mintAccessToken,
  type SigningKeys,
} from '../../server/auth/signing-keys';
import { createTokenVerifier } from '../../server/auth/verify-token';
import type { Database } from '../../server/db/client';
import { createTestDatabase } from './test-database';

export const TEST_ISSUER = 'https://changecraft.test/oidc';
export const TEST_AUDIENCE = 'api://changecraft';
export const TEST_SCOPE = 'api://changecraft/access_as_user';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  /** The owner's pool on the same database (seeding beyond the template, e.g. the scaler). */
  pool: pg.Pool;
  keys: SigningKeys;
  /** An access token for the seeded person with this e-mail. */
  tokenFor(email: string, options?: { expiresInSeconds?: number }): Promise<string>;
  /** `{ authorization: 'Bearer …' }` for that person. */
  authAs(email: string): Promise<{ authorization: string }>;
}

/**
 * Builds the real app on a fresh database cloned from the seeded template, for one test file.
 * Use inside a `describe` or at the top level; it tears itself down after the file.
 */
export function useTestServer(
  options: {
    /** Adapters to use instead of the local defaults (e.g. Stripe against recorded responses). */
    integrations?: (db: Database) => Partial<Integrations>;
  } = {},
): TestServer {
  const server = {} as TestServer;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const keys = await generateSigningKeys();
    const app = await buildApp({
      config: { logLevel: 'silent', rateLimitPublicPerMinute: 1000, env: 'test' },
      db: database.db,
      verifyToken: createTokenVerifier(
        { mode: 'local', issuer: TEST_ISSUER, audience: TEST_AUDIENCE, scope: TEST_SCOPE },
        keys,
      ),
      ...(options.integrations
        ? {
            integrations: {
              ...(await createIntegrations(database.db, {
                dataDir: await mkdtemp(path.join(tmpdir(), 'changecraft-test-')),
                publicUrl: 'https://localhost',
                mailFrom: 'Changecraft <no-reply@changecraft.local>',
              })),
              ...options.integrations(database.db),
            },
          }
        : {}),
    });
    await app.ready();
    server.app = app;
    server.db = database.db;
    server.pool = database.pool;
    server.keys = keys;
    server.tokenFor = async (email, options = {}) => {
      const result = await database.db.execute<{
        external_id: string;
        first_name: string;
        last_name: string;
      }>(
        sql`SELECT external_id, first_name, last_name FROM user_profiles WHERE lower(email) = lower(${email}) LIMIT 1`,
      );
      const row = result.rows[0];
      if (!row) throw new Error(`No seeded person ${email}`);
      return mintAccessToken(keys, {
        issuer: TEST_ISSUER,
        audience: TEST_AUDIENCE,
        scope: TEST_SCOPE,
        subject: { externalId: row.external_id, email, name: `${row.first_name} ${row.last_name}` },
        ...(options.expiresInSeconds !== undefined
          ? { expiresInSeconds: options.expiresInSeconds }
          : {}),
      });
    };
    server.authAs = async (email) => ({ authorization: `Bearer ${await server.tokenFor(email)}` });
  });
  afterAll(async () => {
    await server.app?.close();
    await drop();
  });
  return server;
}

export const demo = {
  admin: 'admin@demo.changecraft.test',
  office: 'office@demo.changecraft.test',
  manager: 'manager@demo.changecraft.test',
  leader: 'leader@demo.changecraft.test',
  employee: 'employee@demo.changecraft.test',
  disabled: 'disabled@demo.changecraft.test',
  otherAdmin: 'admin@contoso.changecraft.test',
};
