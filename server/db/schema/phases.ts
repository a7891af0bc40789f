import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PhaseCode } from '../../../contract/projects/phases';
import { organisationId } from './organisations';

/** The organisation's four phases in their numbered order, each with its own name. */
export const phases = pgTable(
  'phases',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    order: integer('order').notNull(),
    code: text('code').$type<PhaseCode>().notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('phases_org_code_key').on(t.organisationId, t.code),
    uniqueIndex('phases_org_order_key').on(t.organisationId, t.order),
  ],
);
