import {
  billingCurrency,
  billingPeriods,
  plans,
  type PlanCode,
  type PlanDefinition,
} from '../../../../contract/billing/plans';
import type {
  Invoice,
  Product,
  SubscriptionDetails,
} from '../../../../contract/billing/subscription.schema';
import type { InvoiceRow, SubscriptionRow } from '../../../integrations/billing/subscription-store';
import type { SeatAllowance } from '../seats/seat-allowance';

export function presentInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    currency: row.currency,
    total_minor: row.totalMinor,
    lines: row.lines,
    status: row.status,
    hosted_url: row.hostedUrl,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentSubscription(
  row: SubscriptionRow,
  extra: { allowance: SeatAllowance; invoices: InvoiceRow[] },
): SubscriptionDetails {
  const price = plans[row.plan].prices[row.billingPeriod];
  return {
    plan: row.plan,
    plan_name: plans[row.plan].name,
    billing_period: row.billingPeriod,
    price_code: price?.code ?? null,
    unit_amount_minor: price?.unitAmountMinor ?? 0,
    currency: billingCurrency,
    seats: row.seats,
    seats_used: extra.allowance.active,
    seats_pending: extra.allowance.pending,
    seats_free: extra.allowance.free,
    seats_unlimited: extra.allowance.unlimited,
    max_seats: plans[row.plan].maxSeats,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    provider: row.provider === 'stripe' ? 'stripe' : 'local',
    invoices: extra.invoices.map(presentInvoice),
  };
}

export function presentProducts(): Product[] {
  return (Object.entries(plans) as [PlanCode, PlanDefinition][]).map(([plan, definition]) => ({
    plan,
    name: definition.name,
    description: definition.description,
    max_seats: definition.maxSeats,
    prices: billingPeriods.flatMap((period) => {
      const price = definition.prices[period];
      return price
        ? [
            {
              price_code: price.code,
              billing_period: period,
              unit_amount_minor: price.unitAmountMinor,
              currency: billingCurrency,
            },
          ]
        : [];
    }),
  }));
}
