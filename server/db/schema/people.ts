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
import { departments, reportingSites } from './reference-data';

const prefixIndexNames = {
  searchFirstName: 'first_name',
  searchLastName: 'last_name',
  searchEmail: 'email',
} as const;

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
    // Lower-case copies for person search (see the prefix indexes below). Columns, not
    // expressions: under row-level security only leakproof comparisons reach an index, and
    // `lower()` is not leakproof, so an index on `lower(first_name)` would never be used.
    searchFirstName: text('search_first_name').generatedAlwaysAs(sql`lower("first_name")`),
    searchLastName: text('search_last_name').generatedAlwaysAs(sql`lower("last_name")`),
    searchEmail: text('search_email').generatedAlwaysAs(sql`lower("email")`),
    jobTitle: text('job_title'),
    role: text('role').$type<OrganisationRole>().notNull().default('EMPLOYEE'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The person's site and department: references to the organisation's admin lists (composite
     * keys through tenant-keys.sql), so renaming a department keeps its people. `site` and
     * `department` hold the reference's current name, kept by a trigger (migration 0027): a
     * denormalised copy for display and for writers that still give a name.
     */
    siteId: integer('site_id').references(() => reportingSites.id, { onDelete: 'set null' }),
    departmentId: integer('department_id').references(() => departments.id, {
      onDelete: 'set null',
    }),
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
    /** The person's own regional format; the organisation's when null. */
    locale: text('locale'),
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
    // Person search: each typed word is a prefix of the first name, last name or e-mail, which
    // is a range of plain text comparisons in byte order: leakproof, so the planner uses these
    // indexes under row-level security (LIKE and the trigram operators are not leakproof, and
    // RLS turned every search into a scan of the whole organisation). The trailing columns are
    // what a search reads (people-page.ts), so it counts and pages its matches index-only.
    ...(['searchFirstName', 'searchLastName', 'searchEmail'] as const).map((column) =>
      index(`user_profiles_${prefixIndexNames[column]}_prefix_idx`).on(
        t.organisationId,
        sql`(${t[column]} COLLATE "C")`,
        t[column],
        t.isActive,
        t.lastName,
        t.firstName,
        t.id,
      ),
    ),
    // Every filter and sort of the people list: the list's order after the filter's column, and
    // `is_active` last, so a page is read in index order and its total counted on the index
    // alone (index-only scans).
    index('user_profiles_org_active_idx').on(t.organisationId, t.isActive),
    index('user_profiles_org_name_idx').on(
      t.organisationId,
      t.lastName,
      t.firstName,
      t.id,
      t.isActive,
    ),
    index('user_profiles_org_email_sort_idx').on(t.organisationId, t.email, t.id, t.isActive),
    index('user_profiles_org_created_idx').on(t.organisationId, t.createdAt, t.id, t.isActive),
    ...(['site', 'department', 'role', 'persona', 'function'] as const).map((column) =>
      index(`user_profiles_org_${column}_idx`).on(
        t.organisationId,
        t[column],
        t.lastName,
        t.firstName,
        t.id,
        t.isActive,
      ),
    ),
    index('user_profiles_org_site_id_idx').on(t.organisationId, t.siteId),
    index('user_profiles_org_department_id_idx').on(t.organisationId, t.departmentId),
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
