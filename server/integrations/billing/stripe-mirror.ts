import type Stripe from 'stripe';
import {
  billingCurrency,
  plans,
  priceOf,
  type BillingPeriod,
  type PlanCode,
  type PriceCode,
  type SubscriptionStatus,
} from '../../../contract/billing/plans';
import type { TenantTx } from '../../db/tenant';
import {
  addInvoice,
  saveSubscription,
  starterTerms,
  type InvoiceRow,
  type SubscriptionRow,
} from './subscription-store';
import { invoices } from '../../db/schema/billing';
import { eq } from 'drizzle-orm';

const fromUnix = (seconds: number) => new Date(seconds * 1000);

function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus {
  if (status === 'trialing') return 'trialing';
  if (status === 'past_due' || status === 'unpaid' || status === 'incomplete') return 'past_due';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  return 'active';
}

/** Writes what Stripe says about a subscription into the organisation's row. */
export async function mirrorStripeSubscription(
  tx: TenantTx,
  row: SubscriptionRow,
  subscription: Stripe.Subscription,
): Promise<SubscriptionRow> {
  const customer =
    typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    return saveSubscription(tx, row.id, { ...starterTerms(new Date()), customerId: customer });
  }
  const item = subscription.items.data[0];
  const terms = item ? termsOfPrice(item.price) : null;
  return saveSubscription(tx, row.id, {
    ...(terms ? { plan: terms.plan, billingPeriod: terms.period } : {}),
    seats: item?.quantity ?? row.seats,
    status: statusOf(subscription.status),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    ...(item
      ? {
          currentPeriodStart: fromUnix(item.current_period_start),
          currentPeriodEnd: fromUnix(item.current_period_end),
        }
      : {}),
    customerId: customer,
    providerSubscriptionId: subscription.id,
  });
}

/** Records (or updates) a Stripe invoice so the billing page lists it with its hosted link. */
export async function mirrorStripeInvoice(
  tx: TenantTx,
  organisationId: number,
  invoice: Stripe.Invoice,
): Promise<InvoiceRow> {
  const status = invoice.status === 'paid' ? 'paid' : invoice.status === 'void' ? 'void' : 'open';
  const [existing] = invoice.id
    ? await tx.select().from(invoices).where(eq(invoices.providerInvoiceId, invoice.id))
    : [];
  if (existing) {
    const [updated] = await tx
      .update(invoices)
      .set({ status, hostedUrl: invoice.hosted_invoice_url ?? existing.hostedUrl })
      .where(eq(invoices.id, existing.id))
      .returning();
    return updated ?? existing;
  }
  return addInvoice(tx, organisationId, {
    currency: invoice.currency ?? billingCurrency,
    lines: invoice.lines.data.map((line) => ({
      description: line.description ?? 'Subscription',
      amount_minor: line.amount,
    })),
    status,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    providerInvoiceId: invoice.id ?? null,
    ...(invoice.number ? { number: invoice.number } : {}),
  });
}

/** The plan and period a Stripe price stands for, from its lookup key. */
export function termsOfPrice(
  price: Stripe.Price,
): { plan: PlanCode; period: BillingPeriod } | null {
  const key = price.lookup_key;
  const known = Object.values(plans).some((p) =>
    Object.values(p.prices).some((v) => v?.code === key),
  );
  return key && known ? priceOf(key as PriceCode) : null;
}
