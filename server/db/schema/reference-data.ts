import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { organisationId } from './organisations';

/**
 * The columns every reference-data list shares: the generic admin module reads and writes
 * lists through these alone, and each list adds only its own fields.
 */
export const referenceColumns = () => ({
  id: serial('id').primaryKey(),
  organisationId: organisationId(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  archived: boolean('archived').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Names are unique per organisation (and per parent for child lists), whatever their case. */
const uniqueName = (table: string) => (t: { organisationId: AnyPgColumn; name: AnyPgColumn }) => [
  uniqueIndex(`${table}_org_lower_name_key`).on(t.organisationId, sql`lower(${t.name})`),
];
const uniqueNameUnder =
  (table: string) =>
  (t: { organisationId: AnyPgColumn; name: AnyPgColumn; parent: AnyPgColumn }) => [
    uniqueIndex(`${table}_org_parent_lower_name_key`).on(
      t.organisationId,
      t.parent,
      sql`lower(${t.name})`,
    ),
  ];

/** Change types (SPEC §3: SYSTEM, BEHAVIOUR, RESTRUCTURE, PROCESS, ORG), renameable per organisation. */
export const changeTypes = pgTable(
  'change_types',
  { ...referenceColumns(), code: text('code') },
  (t) => [uniqueIndex('change_types_org_code_key').on(t.organisationId, t.code)],
);

/** Project scopes (SPEC §3: ENTERPRISE, BUSINESS_UNIT, REGION, FUNCTION). */
export const projectScopes = pgTable(
  'project_scopes',
  { ...referenceColumns(), code: text('code') },
  (t) => [uniqueIndex('project_scopes_org_code_key').on(t.organisationId, t.code)],
);

export const projectTags = pgTable('project_tags', referenceColumns(), (t) => [
  uniqueIndex('project_tags_org_name_key').on(t.organisationId, t.name),
]);

export const departments = pgTable('departments', referenceColumns(), (t) => [
  uniqueIndex('departments_org_name_key').on(t.organisationId, t.name),
]);

export const reportingSiteRegions = pgTable(
  'reporting_site_regions',
  referenceColumns(),
  uniqueName('reporting_site_regions'),
);

export const reportingSites = pgTable(
  'reporting_sites',
  {
    ...referenceColumns(),
    regionId: integer('region_id').references(() => reportingSiteRegions.id),
  },
  (t) => uniqueName('reporting_sites')(t),
);

export const functionLabels = pgTable(
  'function_labels',
  referenceColumns(),
  uniqueName('function_labels'),
);

export const subFunctions = pgTable(
  'sub_functions',
  {
    ...referenceColumns(),
    functionLabelId: integer('function_label_id')
      .notNull()
      .references(() => functionLabels.id),
  },
  (t) => uniqueNameUnder('sub_functions')({ ...t, parent: t.functionLabelId }),
);

export const changeReachLabels = pgTable(
  'change_reach_labels',
  referenceColumns(),
  uniqueName('change_reach_labels'),
);

export const changeReachItems = pgTable(
  'change_reach_items',
  {
    ...referenceColumns(),
    labelId: integer('label_id')
      .notNull()
      .references(() => changeReachLabels.id),
  },
  (t) => uniqueNameUnder('change_reach_items')({ ...t, parent: t.labelId }),
);

export const changeExternalStakeholders = pgTable(
  'change_external_stakeholders',
  {
    ...referenceColumns(),
    organisationName: text('organisation_name').notNull().default(''),
    email: text('email'),
  },
  uniqueName('change_external_stakeholders'),
);

export const projectRoles = pgTable(
  'project_roles',
  { ...referenceColumns(), description: text('description').notNull().default('') },
  uniqueName('project_roles'),
);

export const standardWorkstreams = pgTable(
  'standard_workstreams',
  { ...referenceColumns(), description: text('description').notNull().default('') },
  uniqueName('standard_workstreams'),
);

export const standardDeliverables = pgTable(
  'standard_deliverables',
  {
    ...referenceColumns(),
    workstreamId: integer('workstream_id')
      .notNull()
      .references(() => standardWorkstreams.id),
    description: text('description').notNull().default(''),
  },
  (t) => uniqueNameUnder('standard_deliverables')({ ...t, parent: t.workstreamId }),
);

export const peopleTags = pgTable('people_tags', referenceColumns(), uniqueName('people_tags'));

export const personas = pgTable(
  'personas',
  { ...referenceColumns(), description: text('description').notNull().default('') },
  uniqueName('personas'),
);

export const customToolTemplates = pgTable(
  'custom_tool_templates',
  {
    ...referenceColumns(),
    // A template is a link or a file: exactly one of `url` and `file_key` is set.
    url: text('url'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileContentType: text('file_content_type'),
    description: text('description').notNull().default(''),
  },
  (t) => [
    ...uniqueName('custom_tool_templates')(t),
    check('custom_tool_templates_link_or_file', sql`(${t.url} IS NULL) <> (${t.fileKey} IS NULL)`),
  ],
);
