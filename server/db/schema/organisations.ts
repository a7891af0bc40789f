import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  HeatmapThresholds,
  ToolAccessSettings,
} from '../../../contract/admin/organisation.schema';
import type { PhaseCode } from '../../../contract/projects/phases';

/** The tenant. Its own row is visible only to its members (RLS on `id`). */
export const organisations = pgTable('organisations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** How dates and numbers are written for its people (contract/shared/formatting.ts). */
  locale: text('locale').notNull().default('en-GB'),
  phaseNames: jsonb('phase_names').$type<Record<PhaseCode, string>>().notNull(),
  heatmapThresholds: jsonb('heatmap_thresholds')
    .$type<HeatmapThresholds>()
    .notNull()
    .default(sql`'{"medium": 5, "high": 10, "very_high": 15}'::jsonb`),
  toolAccess: jsonb('tool_access').$type<ToolAccessSettings>().notNull(),
  syncLeaderExclusionList: jsonb('sync_leader_exclusion_list')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Organisation-owned column every tenant table carries (DESIGN.md §5). It defaults to the
 * transaction's tenant (`app.organisation_id`, set by `withTenant`), so services never set it;
 * outside a tenant transaction (seed, owner scripts) it must be given, or the insert fails on
 * NOT NULL. References between tenant rows become composite `(organisation_id, id)` keys
 * (server/db/tenant-keys.sql), so a row cannot point into another organisation.
 */
export const organisationId = () =>
  integer('organisation_id')
    .notNull()
    .default(sql`nullif(current_setting('app.organisation_id', true), '')::integer`)
    .references(() => organisations.id, { onDelete: 'cascade' });
