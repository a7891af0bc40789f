import {
  billingCurrency,
  type BillingPeriod,
  type PlanCode,
} from '../../../contract/billing/plans';
import { periodCharge } from '../../integrations/billing/proration';
import { periodEnd } from '../../integrations/billing/subscription-store';
import type { Database } from '../client';
import { invoices, subscriptions } from '../schema/billing';

type Executor = Pick<Database, 'insert'>;

/** How a demo organisation pays, written to the same tables the billing port keeps. */
export interface DemoSubscription {
  plan: Exclude<PlanCode, 'CHANGE_STARTER'>;
  period: BillingPeriod;
  seats: number;
  /** A trial runs to its period's end and then falls back to the starter plan unless paid for. */
  trial: boolean;
}

/**
 * Puts a demo organisation on its plan on the local plan ledger, so every seat check and the
 * billing page agree from the first sign-in: a paid plan starts its period today with the
 * invoice for it; a trial has no invoice and ends with its period.
 */
export async function seedDemoSubscription(
  tx: Executor,
  organisationId: number,
  demo: DemoSubscription,
  now = new Date(),
): Promise<void> {
  await tx.insert(subscriptions).values({
    organisationId,
    plan: demo.plan,
    billingPeriod: demo.period,
    seats: demo.seats,
    status: demo.trial ? 'trialing' : 'active',
    currentPeriodStart: now,
    currentPeriodEnd: periodEnd(now, demo.period),
    provider: 'local',
    customerId: demo.trial ? null : `local-${organisationId}`,
    providerSubscriptionId: demo.trial ? null : `local-${organisationId}-${now.getTime()}`,
  });
  if (demo.trial) return;
  const lines = periodCharge({ plan: demo.plan, period: demo.period, seats: demo.seats });
  await tx.insert(invoices).values({
    organisationId,
    number: `CC-${organisationId}-0001`,
    currency: billingCurrency,
    lines,
    totalMinor: lines.reduce((sum, line) => sum + line.amount_minor, 0),
    status: 'paid',
  });
}
