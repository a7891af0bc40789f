import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrganisationRole } from '../../../contract/people/roles';
import { organisationId } from './organisations';

/** A person of an organisation; the signed-in user is one of these. */
export const userProfiles = pgTable(
  'user_profiles',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    /** Directory object id (Entra `oid`); the local provider issues it as `oid` too. */
    externalId: text('external_id')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    jobTitle: text('job_title'),
    role: text('role').$type<OrganisationRole>().notNull().default('EMPLOYEE'),
    isActive: boolean('is_active').notNull().default(true),
    site: text('site'),
    department: text('department'),
    onboardingStep: integer('onboarding_step').notNull().default(-1),
    userConfigStep: integer('user_config_step').notNull().default(-1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_profiles_external_id_key').on(t.externalId),
    uniqueIndex('user_profiles_org_email_key').on(t.organisationId, sql`lower(${t.email})`),
    index('user_profiles_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * Passwords for the local identity provider only (production signs in through Entra ID).
 * Not a tenant table: sign-in happens before the organisation is known.
 */
export const localCredentials = pgTable('local_credentials', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => userProfiles.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
