import { defaultLocale, formatterFor } from '../../../contract/shared/formatting';
import {
  billingCurrency,
  plans,
  type BillingPeriod,
  type PlanCode,
} from '../../../contract/billing/plans';
import type { InvoiceLine } from '../../db/schema/billing';

export interface Terms {
  plan: PlanCode;
  period: BillingPeriod;
  seats: number;
}

/** Per seat per period, in pence; 0 for a free plan. */
export function unitAmount(plan: PlanCode, period: BillingPeriod): number {
  return plans[plan].prices[period]?.unitAmountMinor ?? 0;
}

/** Share of the period still to run at `now`, between 0 and 1. */
export function remainingShare(start: Date, end: Date, now: Date): number {
  const total = end.getTime() - start.getTime();
  if (total <= 0) return 0;
  return Math.min(1, Math.max(0, (end.getTime() - now.getTime()) / total));
}

// Invoice lines are written once, for the billing provider, in the product's default format.
const money = (minor: number) =>
  formatterFor({ locale: defaultLocale, timeZone: 'UTC' }).currency(minor, billingCurrency);

/** A new period's charge: every seat at the plan's price. */
export function periodCharge(terms: Terms): InvoiceLine[] {
  const unit = unitAmount(terms.plan, terms.period);
  if (unit === 0) return [];
  return [
    {
      description: `${plans[terms.plan].name}, ${terms.period}: ${terms.seats} seats × ${money(unit)}`,
      amount_minor: terms.seats * unit,
    },
  ];
}

/** More or fewer seats for the rest of the period: charged or credited pro rata. */
export function seatChange(terms: Terms, newSeats: number, share: number): InvoiceLine[] {
  const unit = unitAmount(terms.plan, terms.period);
  const amount = Math.round((newSeats - terms.seats) * unit * share);
  if (amount === 0) return [];
  return [
    {
      description: `Seats ${terms.seats} → ${newSeats} for the rest of the period (${Math.round(share * 100)}%)`,
      amount_minor: amount,
    },
  ];
}

/** Moving plan or period: the unused part of the old terms is credited, the new period charged. */
export function termsChange(from: Terms, to: Terms, share: number): InvoiceLine[] {
  const unused = Math.round(from.seats * unitAmount(from.plan, from.period) * share);
  const credit: InvoiceLine[] =
    unused > 0
      ? [
          {
            description: `Unused time on ${plans[from.plan].name}, ${from.period} (${Math.round(share * 100)}%)`,
            amount_minor: -unused,
          },
        ]
      : [];
  return [...credit, ...periodCharge(to)];
}
