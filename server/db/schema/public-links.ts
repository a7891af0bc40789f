import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisationId } from './organisations';

/**
 * Unguessable links that need no sign-in (a survey's public link): the token finds the
 * organisation, the kind and the row it opens. Any area makes links of its own `kind`; the
 * token is looked up only through `withPublicLink` (server/db/public-links.ts), which then runs
 * everything under RLS as the link's organisation.
 */
export const publicLinks = pgTable(
  'public_links',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    token: text('token').notNull(),
    /** What the link opens, e.g. `survey`; the area that made it checks it. */
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('public_links_token_key').on(t.token),
    index('public_links_target_idx').on(t.organisationId, t.kind, t.targetId),
  ],
);
