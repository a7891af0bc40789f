import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OutboxChannel } from '../../../contract/integrations/outbox';
import type { OutboxRecipient } from '../../../contract/integrations/outbox.schema';
import { organisationId } from './organisations';

/**
 * The local default of every sending port: each mail, Teams notification, Viva Engage post and
 * Outlook event the product sends without a configured provider is kept here (and as an `.eml`
 * or `.ics` file), so what "was sent" can be opened in the app.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    subject: text('subject').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
    recipients: jsonb('recipients').$type<OutboxRecipient[]>().notNull(),
    /** Path under DATA_DIR of the raw message (`mail/…eml`, `events/…ics`). */
    rawPath: text('raw_path'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_org_created_idx').on(t.organisationId, t.createdAt)],
);
