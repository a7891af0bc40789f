import { count, desc, eq, sql } from 'drizzle-orm';
import { plans, type BillingPeriod, type PlanCode } from '../../../contract/billing/plans';
import type { TenantTx } from '../../db/tenant';
import { invoices, subscriptions, type InvoiceLine } from '../../db/schema/billing';

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

/**
 * Whether the plan stops when its period runs out: cancelled at period end, a trial nobody paid
 * for, or the starter plan's month (which rolls over onto the starter plan again).
 */
export function endsAtPeriodEnd(row: SubscriptionRow): boolean {
  return row.cancelAtPeriodEnd || row.status === 'trialing' || row.plan === 'CHANGE_STARTER';
}

/**
 * The subscription as it stands at `now` without writing anything: the local ledger ends a
 * cancelled plan or an unpaid trial on the starter plan when its period runs out (a paid plan
 * renews on the same terms). Stripe ends periods itself and says so by webhook, so its rows are
 * taken as they are. `PlanLedger.refresh` writes the same outcome, with renewal invoices.
 */
export function subscriptionAt(row: SubscriptionRow, now: Date): SubscriptionRow {
  if (row.provider !== 'local' || row.currentPeriodEnd > now || !endsAtPeriodEnd(row)) return row;
  let end = row.currentPeriodEnd;
  while (periodEnd(end, 'monthly') <= now) end = periodEnd(end, 'monthly');
  return { ...row, ...starterTerms(end) } as SubscriptionRow;
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
