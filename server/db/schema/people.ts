import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
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
    /** The organisation's function (business function) the person works in. */
    function: text('function'),
    persona: text('persona'),
    peopleTags: text('people_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    managerId: integer('manager_id').references((): AnyPgColumn => userProfiles.id, {
      onDelete: 'set null',
    }),
    /** The `people manager` flag: may import the people they manage. */
    isPeopleManager: boolean('is_people_manager').notNull().default(false),
    teamsId: text('teams_id'),
    theme: text('theme').$type<'light' | 'dark' | 'high_contrast'>().notNull().default('light'),
    timeZone: text('time_zone'),
    notificationChoices: jsonb('notification_choices')
      .$type<Record<string, boolean>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    onboardingStep: integer('onboarding_step').notNull().default(-1),
    userConfigStep: integer('user_config_step').notNull().default(-1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_profiles_external_id_key').on(t.externalId),
    uniqueIndex('user_profiles_org_email_key').on(t.organisationId, sql`lower(${t.email})`),
    index('user_profiles_email_idx').on(sql`lower(${t.email})`),
    index('user_profiles_manager_idx').on(t.managerId),
    // Person search: `LIKE '%word%'` on name and e-mail, fast at 50,000 people (pg_trgm).
    index('user_profiles_search_trgm_idx').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
    index('user_profiles_org_name_idx').on(t.organisationId, t.lastName, t.firstName, t.id),
    index('user_profiles_org_site_idx').on(t.organisationId, t.site),
    index('user_profiles_org_department_idx').on(t.organisationId, t.department),
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
