import {
  plans,
  priceOf,
  type BillingPeriod,
  type PlanCode,
  type PriceCode,
} from '../../../../contract/billing/plans';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { organisations } from '../../../db/schema/organisations';
import { badRequest, HttpError } from '../../../http-errors';
import type { BillingContext, BillingPort } from '../../../integrations/billing/billing-port';
import {
  currentSubscription,
  type SubscriptionRow,
} from '../../../integrations/billing/subscription-store';
import { recordAdminChange } from '../../admin/audit-log/service';
import { readSeatAllowance } from '../seats/seat-allowance';

/** The subscription brought up to date (a period that ran out renews or ends). */
export async function loadSubscription(
  tx: TenantTx,
  port: BillingPort,
  now = new Date(),
): Promise<SubscriptionRow> {
  const row = await currentSubscription(tx, port.provider, now);
  const [org] = await tx
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations);
  return port.refresh(
    {
      tx,
      organisationId: org?.id ?? row.organisationId,
      organisationName: org?.name ?? '',
      email: '',
      subscription: row,
      returnUrl: '',
    },
    now,
  );
}

export async function billingContext(
  tx: TenantTx,
  user: CurrentUser,
  port: BillingPort,
  returnUrl: string,
): Promise<BillingContext> {
  const [org] = await tx
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations);
  if (!org) throw new HttpError(404, { detail: 'Not found.' });
  return {
    tx,
    organisationId: org.id,
    organisationName: org.name,
    email: user.email,
    subscription: await loadSubscription(tx, port),
    returnUrl,
  };
}

/** Seats must cover the people already active or invited, and fit the plan. */
async function checkSeats(tx: TenantTx, plan: PlanCode, seats: number, field = 'quantity') {
  const max = plans[plan].maxSeats;
  if (max !== null && seats > max) {
    throw badRequest({ [field]: [`${plans[plan].name} allows at most ${max} seats.`] });
  }
  const { unlimited, active, pending } = await readSeatAllowance(tx);
  if (unlimited || seats >= active + pending) return;
  const invited = pending > 0 ? ` and ${pending} invitations are open` : '';
  throw badRequest({
    [field]: [
      `${active} people are active${invited}: keep at least ${active + pending} seats, or deactivate people or cancel invitations first.`,
    ],
  });
}

function paidOnly(row: SubscriptionRow, what: string) {
  if (row.plan === 'CHANGE_STARTER') {
    throw new HttpError(400, {
      detail: `The starter plan is free: choose a paid plan to ${what}.`,
    });
  }
}

async function audit(
  ctx: BillingContext,
  actorId: number,
  summary: string,
  after: SubscriptionRow,
) {
  await recordAdminChange(ctx.tx, {
    actorId,
    entity: 'subscription',
    entityId: after.id,
    action: 'update',
    summary,
    before: snapshot(ctx.subscription),
    after: snapshot(after),
  });
}

const snapshot = (row: SubscriptionRow) => ({
  plan: row.plan,
  billing_period: row.billingPeriod,
  seats: row.seats,
  cancel_at_period_end: row.cancelAtPeriodEnd,
});

export async function checkout(
  ctx: BillingContext,
  port: BillingPort,
  priceCode: PriceCode,
  seats: number,
) {
  const { plan, period } = priceOf(priceCode);
  await checkSeats(ctx.tx, plan, seats);
  return port.checkout(ctx, { plan, period, seats });
}

export async function updateSeats(
  ctx: BillingContext,
  port: BillingPort,
  actorId: number,
  seats: number,
) {
  paidOnly(ctx.subscription, 'change seats');
  await checkSeats(ctx.tx, ctx.subscription.plan, seats);
  const row = await port.updateSeats(ctx, seats);
  await audit(ctx, actorId, `Seats ${ctx.subscription.seats} → ${seats}`, row);
  return row;
}

export async function changeTerms(
  ctx: BillingContext,
  port: BillingPort,
  actorId: number,
  terms: { plan: PlanCode; period: BillingPeriod },
) {
  paidOnly(ctx.subscription, 'change plan or period');
  await checkSeats(ctx.tx, terms.plan, ctx.subscription.seats, 'price_code');
  const row = await port.changeTerms(ctx, terms);
  await audit(ctx, actorId, `${plans[terms.plan].name}, ${terms.period}`, row);
  return row;
}

export async function cancelOrRenew(
  ctx: BillingContext,
  port: BillingPort,
  actorId: number,
  cancel: boolean,
) {
  paidOnly(ctx.subscription, cancel ? 'cancel' : 'renew');
  const row = await port.setCancelAtPeriodEnd(ctx, cancel);
  await audit(ctx, actorId, cancel ? 'Cancel at period end' : 'Renew', row);
  return row;
}
