import type { BillingPeriod, PlanCode } from '../../../contract/billing/plans';
import type { TenantTx } from '../../db/tenant';
import type { SubscriptionRow } from './subscription-store';

/** What an adapter needs to act for one organisation, inside the request's transaction. */
export interface BillingContext {
  tx: TenantTx;
  organisationId: number;
  organisationName: string;
  /** Who is paying: the admin making the change. */
  email: string;
  subscription: SubscriptionRow;
  /** Where the provider sends the browser back to (the billing page). */
  returnUrl: string;
}

export interface BillingRedirect {
  url: string;
  /** True when the change has already taken effect (the local ledger). */
  completed: boolean;
}

/**
 * Paying for the product (DESIGN.md §5). Each change writes the resulting subscription into the
 * `subscriptions` table, so reads never call the provider.
 */
export interface BillingPort {
  readonly provider: 'local' | 'stripe';
  checkout(
    ctx: BillingContext,
    terms: { plan: PlanCode; period: BillingPeriod; seats: number },
  ): Promise<BillingRedirect>;
  portal(ctx: BillingContext, tab: number): Promise<BillingRedirect>;
  updateSeats(ctx: BillingContext, seats: number): Promise<SubscriptionRow>;
  changeTerms(
    ctx: BillingContext,
    terms: { plan: PlanCode; period: BillingPeriod },
  ): Promise<SubscriptionRow>;
  setCancelAtPeriodEnd(ctx: BillingContext, cancel: boolean): Promise<SubscriptionRow>;
  /** Brings a subscription up to date at `now` (a period that ran out), before it is shown. */
  refresh(ctx: BillingContext, now: Date): Promise<SubscriptionRow>;
}
