import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrganisationRole } from '../../../contract/people/roles';
import { organisationId } from './organisations';
import { userProfiles } from './people';

/**
 * An invitation to join an organisation. Only a hash of the link's token is kept, so a copy of
 * the database cannot be used to accept anyone's invitation.
 */
export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    email: text('email').notNull(),
    role: text('role').$type<OrganisationRole>().notNull().default('EMPLOYEE'),
    tokenHash: text('token_hash').notNull(),
    invitedById: integer('invited_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    acceptedById: integer('accepted_by_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    sentCount: integer('sent_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invites_token_hash_key').on(t.tokenHash),
    index('invites_org_email_idx').on(t.organisationId, sql`lower(${t.email})`),
  ],
);

/** Per-organisation people settings; the seat limit stands in for billing until it lands. */
export const peopleSettings = pgTable('people_settings', {
  organisationId: organisationId().primaryKey(),
  inviteValidDays: integer('invite_valid_days').notNull().default(14),
});

/** A link that proves a person owns their e-mail address (local sign-in only). */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    userId: integer('user_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_verifications_token_hash_key').on(t.tokenHash)],
);
