import { billingCurrency, type PlanCode } from '../../../contract/billing/plans';
import type { BillingContext, BillingPort } from './billing-port';
import { periodCharge, remainingShare, seatChange, termsChange, type Terms } from './proration';
import {
  addInvoice,
  endsAtPeriodEnd,
  periodEnd,
  saveSubscription,
  starterTerms,
  type SubscriptionRow,
} from './subscription-store';

function termsOf(row: SubscriptionRow): Terms {
  return { plan: row.plan, period: row.billingPeriod, seats: row.seats };
}

/** A trial is free: changing it charges nothing, and paying for a plan credits nothing. */
const onTrial = (row: SubscriptionRow) => row.status === 'trialing';

/**
 * The local default: a plan ledger in the database. Checkout and the portal complete at once;
 * every change really moves the organisation's plan and seats and writes its invoice, with
 * proration for seat, plan and period changes, and cancel at period end.
 */
export class PlanLedger implements BillingPort {
  readonly provider = 'local' as const;

  constructor(private readonly now: () => Date = () => new Date()) {}

  private async invoice(
    ctx: BillingContext,
    lines: { description: string; amount_minor: number }[],
  ) {
    if (lines.length === 0) return;
    await addInvoice(ctx.tx, ctx.organisationId, {
      currency: billingCurrency,
      lines,
      status: 'paid',
    });
  }

  async checkout(ctx: BillingContext, terms: Terms) {
    const now = this.now();
    const share = onTrial(ctx.subscription)
      ? 0
      : remainingShare(ctx.subscription.currentPeriodStart, ctx.subscription.currentPeriodEnd, now);
    await this.invoice(ctx, termsChange(termsOf(ctx.subscription), terms, share));
    await saveSubscription(ctx.tx, ctx.subscription.id, {
      plan: terms.plan,
      billingPeriod: terms.period,
      seats: terms.seats,
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd(now, terms.period),
      customerId: ctx.subscription.customerId ?? `local-${ctx.organisationId}`,
      providerSubscriptionId: `local-${ctx.organisationId}-${now.getTime()}`,
      billingEmail: ctx.email,
    });
    return { url: `${ctx.returnUrl}?checkout=success`, completed: true };
  }

  async portal(ctx: BillingContext, tab: number) {
    // The billing page is the local portal: it opens on the tab asked for.
    return { url: `${ctx.returnUrl}?tab=${tab}`, completed: true };
  }

  async updateSeats(ctx: BillingContext, seats: number) {
    if (onTrial(ctx.subscription)) return saveSubscription(ctx.tx, ctx.subscription.id, { seats });
    const share = remainingShare(
      ctx.subscription.currentPeriodStart,
      ctx.subscription.currentPeriodEnd,
      this.now(),
    );
    await this.invoice(ctx, seatChange(termsOf(ctx.subscription), seats, share));
    return saveSubscription(ctx.tx, ctx.subscription.id, { seats });
  }

  async changeTerms(ctx: BillingContext, terms: { plan: PlanCode; period: Terms['period'] }) {
    if (onTrial(ctx.subscription)) {
      // The trial keeps its end date: only checkout turns it into a paid period.
      return saveSubscription(ctx.tx, ctx.subscription.id, {
        plan: terms.plan,
        billingPeriod: terms.period,
      });
    }
    const now = this.now();
    const from = termsOf(ctx.subscription);
    const share = remainingShare(
      ctx.subscription.currentPeriodStart,
      ctx.subscription.currentPeriodEnd,
      now,
    );
    const to = { ...terms, seats: from.seats };
    await this.invoice(ctx, termsChange(from, to, share));
    return saveSubscription(ctx.tx, ctx.subscription.id, {
      plan: terms.plan,
      billingPeriod: terms.period,
      cancelAtPeriodEnd: false,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd(now, terms.period),
    });
  }

  async setCancelAtPeriodEnd(ctx: BillingContext, cancel: boolean) {
    return saveSubscription(ctx.tx, ctx.subscription.id, { cancelAtPeriodEnd: cancel });
  }

  /**
   * A period that ran out renews (with its invoice), or ends on the starter plan when it was
   * cancelled or an unpaid trial (`subscriptionAt` gives the same outcome without writing).
   */
  async refresh(ctx: BillingContext, now: Date) {
    let row = ctx.subscription;
    while (row.currentPeriodEnd <= now) {
      if (endsAtPeriodEnd(row)) {
        // The starter plan's seats are its maximum even when more people are active: nobody
        // is deactivated or refused sign-in, but invitations and reactivations wait until
        // fewer people are active or a paid plan is chosen (the billing page says so).
        row = await saveSubscription(ctx.tx, row.id, starterTerms(row.currentPeriodEnd));
        continue;
      }
      const start = row.currentPeriodEnd;
      await this.invoice({ ...ctx, subscription: row }, periodCharge(termsOf(row)));
      row = await saveSubscription(ctx.tx, row.id, {
        currentPeriodStart: start,
        currentPeriodEnd: periodEnd(start, row.billingPeriod),
      });
    }
    return row;
  }
}
