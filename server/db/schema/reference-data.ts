import { boolean, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisationId } from './organisations';

/** Change types (SPEC §3: SYSTEM, BEHAVIOUR, RESTRUCTURE, PROCESS, ORG), renameable per organisation. */
export const changeTypes = pgTable(
  'change_types',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [uniqueIndex('change_types_org_code_key').on(t.organisationId, t.code)],
);

/** Project scopes (SPEC §3: ENTERPRISE, BUSINESS_UNIT, REGION, FUNCTION). */
export const projectScopes = pgTable(
  'project_scopes',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('project_scopes_org_code_key').on(t.organisationId, t.code)],
);

export const projectTags = pgTable(
  'project_tags',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('project_tags_org_name_key').on(t.organisationId, t.name)],
);

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('departments_org_name_key').on(t.organisationId, t.name)],
);
