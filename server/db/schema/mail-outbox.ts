import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organisationId } from './organisations';

/**
 * Every message the product sends, whatever carried it (the local outbox, SMTP or Graph), so an
 * admin can open what was sent and when.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    /** What sent it, e.g. `people.invite`, `surveys.reminder`. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** `local` (kept here and on disk), `smtp` or `graph`. */
    transport: text('transport').$type<'local' | 'smtp' | 'graph'>().notNull(),
    status: text('status').$type<'sent' | 'failed'>().notNull(),
    error: text('error'),
    /** The .eml file of the local transport, relative to the mail directory. */
    emlFile: text('eml_file'),
    providerMessageId: text('provider_message_id'),
    sentById: integer('sent_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_org_created_idx').on(t.organisationId, t.createdAt)],
);
