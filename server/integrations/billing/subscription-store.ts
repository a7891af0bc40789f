import { count, desc, eq, sql } from 'drizzle-orm';
import { plans, type BillingPeriod, type PlanCode } from '../../../contract/billing/plans';
import type { TenantTx } from '../../db/tenant';
import { invoices, subscriptions, type InvoiceLine } from '../../db/schema/billing';
import { peopleSettings } from '../../db/schema/people-invites';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type SubscriptionChange = Partial<Omit<SubscriptionRow, 'id' | 'organisationId'>>;

/** The end of a period that starts at `start`. */
export function periodEnd(start: Date, period: BillingPeriod): Date {
  const end = new Date(start);
  if (period === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** The free plan an organisation starts on, and returns to when a paid plan ends. */
export function starterTerms(now: Date): SubscriptionChange {
  return {
    plan: 'CHANGE_STARTER' satisfies PlanCode,
    billingPeriod: 'monthly',
    seats: plans.CHANGE_STARTER.maxSeats ?? 5,
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodStart: now,
    currentPeriodEnd: periodEnd(now, 'monthly'),
    providerSubscriptionId: null,
  };
}

/** The organisation's subscription; an organisation that never subscribed is on the starter plan. */
export async function currentSubscription(
  tx: TenantTx,
  provider: string,
  now = new Date(),
): Promise<SubscriptionRow> {
  const [row] = await tx.select().from(subscriptions).limit(1);
  if (row) return row;
  const [created] = await tx
    .insert(subscriptions)
    .values({ ...starterTerms(now), provider } as typeof subscriptions.$inferInsert)
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [raced] = await tx.select().from(subscriptions).limit(1);
  if (!raced) throw new Error('No subscription row after creating one');
  return raced;
}

export async function saveSubscription(
  tx: TenantTx,
  id: number,
  change: SubscriptionChange,
): Promise<SubscriptionRow> {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id))
    .returning();
  if (!row) throw new Error(`Subscription ${id} vanished`);
  // Inviting and reactivating people keep to the seats paid for (people_settings.seat_limit).
  await tx
    .insert(peopleSettings)
    .values({ seatLimit: row.seats } as typeof peopleSettings.$inferInsert)
    .onConflictDoUpdate({ target: peopleSettings.organisationId, set: { seatLimit: row.seats } });
  return row;
}

/** Writes an invoice numbered in sequence for the organisation (CC-<org>-0001 …). */
export async function addInvoice(
  tx: TenantTx,
  organisationId: number,
  invoice: {
    currency: string;
    lines: InvoiceLine[];
    status: InvoiceRow['status'];
    hostedUrl?: string | null;
    providerInvoiceId?: string | null;
    number?: string;
  },
): Promise<InvoiceRow> {
  const [n] = await tx.select({ n: count() }).from(invoices);
  const number =
    invoice.number ?? `CC-${organisationId}-${String((n?.n ?? 0) + 1).padStart(4, '0')}`;
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      currency: invoice.currency,
      lines: invoice.lines,
      totalMinor: invoice.lines.reduce((sum, line) => sum + line.amount_minor, 0),
      status: invoice.status,
      hostedUrl: invoice.hostedUrl ?? null,
      providerInvoiceId: invoice.providerInvoiceId ?? null,
    })
    .returning();
  if (!row) throw new Error('Invoice not written');
  return row;
}

export function listInvoices(tx: TenantTx, limit = 24): Promise<InvoiceRow[]> {
  return tx
    .select()
    .from(invoices)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit);
}
