import { boolean, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FeatureFlagName } from '../../../contract/admin/feature-flags';
import { organisationId } from './organisations';

/** One row per organisation and flag name (SPEC §6: flags are matched by name). */
export const featureFlags = pgTable(
  'feature_flags',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    name: text('name').$type<FeatureFlagName>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('feature_flags_org_name_key').on(t.organisationId, t.name)],
);
