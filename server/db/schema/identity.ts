import { check, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The local OpenID Connect provider's state (sessions, grants, codes, refresh tokens), so
 * sessions survive a restart. Not a tenant table: it exists before anyone is signed in.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The local OpenID Connect provider's own keys: the private keys that sign its tokens
 * (`signing`, a JWK each, `id` its kid) and the secrets that sign its cookies (`cookie`). Every
 * replica on the database loads the same ones at start, so a token or a sign-in begun on one is
 * good on all; the first start makes them (server/auth/identity-keys.ts). `material` is the key
 * as JSON, or sealed with IDENTITY_KEYS_SECRET when one is configured. Not a tenant table, and
 * the request role has no access (rls.sql): no request can read a private key.
 */
export const identityKeys = pgTable(
  'identity_keys',
  {
    id: text('id').primaryKey(),
    use: text('use').$type<'signing' | 'cookie'>().notNull(),
    material: text('material').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('identity_keys_use_check', sql`${t.use} IN ('signing', 'cookie')`)],
);
