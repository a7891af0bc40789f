import {
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
import type { BillingPeriod, PlanCode, SubscriptionStatus } from '../../../contract/billing/plans';
import { organisationId } from './organisations';

/** The organisation's subscription: one row each, kept by the billing port's adapter. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    plan: text('plan').$type<PlanCode>().notNull(),
    billingPeriod: text('billing_period').$type<BillingPeriod>().notNull(),
    seats: integer('seats').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** `local` (the plan ledger) or `stripe`. */
    provider: text('provider').notNull(),
    customerId: text('customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    billingEmail: text('billing_email'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_org_key').on(t.organisationId),
    index('subscriptions_customer_idx').on(t.customerId),
  ],
);

export interface InvoiceLine {
  description: string;
  amount_minor: number;
}

/** Invoices: written by the local ledger, mirrored from Stripe's `invoice.*` events. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    number: text('number').notNull(),
    currency: text('currency').notNull(),
    totalMinor: integer('total_minor').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    status: text('status').$type<'paid' | 'open' | 'void'>().notNull(),
    hostedUrl: text('hosted_url'),
    providerInvoiceId: text('provider_invoice_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_org_number_key').on(t.organisationId, t.number),
    index('invoices_org_created_idx').on(t.organisationId, t.createdAt),
  ],
);

/** Provider events already applied: a replayed webhook finds its id here and changes nothing. */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationId(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_events_provider_event_key').on(t.provider, t.eventId)],
);
