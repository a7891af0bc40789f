import { and, count, gt, isNull, sql } from 'drizzle-orm';
import { plans, type PlanCode, type SubscriptionStatus } from '../../../../contract/billing/plans';
import { subscriptions } from '../../../db/schema/billing';
import { invites } from '../../../db/schema/people-invites';
import type { TenantTx } from '../../../db/tenant';
import { HttpError } from '../../../http-errors';
import {
  starterTerms,
  subscriptionAt,
  type SubscriptionRow,
} from '../../../integrations/billing/subscription-store';
import { findFeatureFlag } from '../../admin/feature-flag-service';
import { countActivePeople } from '../../people/profiles/queries';

/**
 * The organisation's seats, from its subscription and nothing else: the billing page shows this
 * and every way in (invitations, reactivations, CSV imports, directory sync, "Add person")
 * enforces it.
 */
export interface SeatAllowance {
  plan: PlanCode;
  status: SubscriptionStatus;
  /** Seats of the plan: paid for, on trial, or the starter plan's. */
  seats: number;
  /** The `no maximum users` flag lifts the limit. */
  unlimited: boolean;
  /** People active now. */
  active: number;
  /** Invitations sent and still open: each keeps a seat for its person. */
  pending: number;
  /** Seats left for new people; null when unlimited. */
  free: number | null;
}

/** Invitations not accepted, cancelled or expired. */
export function pendingInvitation() {
  return and(
    isNull(invites.acceptedAt),
    isNull(invites.cancelledAt),
    gt(invites.expiresAt, sql`now()`),
  );
}

async function countPendingInvitations(tx: TenantTx): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(invites).where(pendingInvitation());
  return row?.n ?? 0;
}

/** Seats as they stand at `now`, for the organisation of the transaction. */
export async function readSeatAllowance(tx: TenantTx, now = new Date()): Promise<SeatAllowance> {
  const [row] = await tx.select().from(subscriptions).limit(1);
  // An organisation that never subscribed is on the starter plan (the billing page's first read
  // writes that row; enforcement reads without writing).
  return allowanceOf(tx, row ? subscriptionAt(row, now) : (starterTerms(now) as SeatTerms));
}

type SeatTerms = Pick<SubscriptionRow, 'plan' | 'status' | 'seats'>;

/** Seats of a subscription already brought up to date (the billing page's). */
export async function allowanceOf(tx: TenantTx, row: SeatTerms): Promise<SeatAllowance> {
  const [flag, active, pending] = [
    await findFeatureFlag(tx, 'no_maximum_users'),
    await countActivePeople(tx),
    await countPendingInvitations(tx),
  ];
  const unlimited = flag?.enabled ?? false;
  return {
    plan: row.plan,
    status: row.status,
    seats: row.seats,
    unlimited,
    active,
    pending,
    free: unlimited ? null : Math.max(0, row.seats - active - pending),
  };
}

/** A refusal for want of seats (jobs tell it apart from other refusals). */
export class SeatsExhausted extends HttpError {}

/**
 * Refuses on `field` when `adding` more people (active or invited) would pass the seats, unless
 * the `no maximum users` flag is on. The message points to billing, where seats are added.
 */
export async function requireSeats(tx: TenantTx, adding: number, field: string): Promise<void> {
  if (adding <= 0) return;
  const allowance = await readSeatAllowance(tx);
  if (allowance.free === null || adding <= allowance.free) return;
  const plan = plans[allowance.plan].name;
  throw new SeatsExhausted(400, {
    [field]: [
      `Your organisation has ${allowance.seats} seats and ${allowance.free} free on ${plan}: ${adding} more would pass the limit. Add seats on the billing page.`,
    ],
  });
}
