import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organisationId } from './organisations';
import { userProfiles } from './people';

/** Every change made through the admin area: who, what, before → after, when. Append-only. */
export const adminAuditEvents = pgTable(
  'admin_audit_events',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    actorId: integer('actor_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    /** What kind of thing changed: `organisation`, `feature_flag`, a reference list's name … */
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    /** `create`, `update`, `delete`, `reorder`. */
    action: text('action').notNull(),
    /** The entry's name when the change was made, so the log reads well after a delete. */
    summary: text('summary').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_events_org_created_idx').on(t.organisationId, t.createdAt)],
);
