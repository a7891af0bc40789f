import { useFormat } from '@/lib/format/use-format';
import { Text } from '@fluentui/react-components';
import { plans } from '@contract/billing/plans';
import type { SubscriptionDetails } from '@contract/billing/subscription.schema';

/**
 * The plan's standing and its seats, in the figures the server enforces: inviting, reactivating,
 * importing, syncing from the directory and adding people all keep to `seats_free`.
 */
export function BillingStanding({ s }: { s: SubscriptionDetails }) {
  const format = useFormat();
  const starter = plans.CHANGE_STARTER;
  return (
    <>
      <Text as="p" weight="semibold">
        {s.plan_name}, {s.billing_period} · {s.seats} seats
        {s.status === 'trialing' ? ' · trial' : ''}
        {s.cancel_at_period_end ? ' · ends at the end of this period' : ''}
      </Text>
      {s.status === 'trialing' ? (
        <Text as="p">
          The trial runs until {format.timestampDate(s.current_period_end)}. Choose a plan below to
          keep your seats; otherwise the organisation moves to {starter.name} ({starter.maxSeats}{' '}
          seats) then.
        </Text>
      ) : null}
      {s.status === 'past_due' ? (
        <Text as="p">
          The last payment failed and is being retried. Your {s.seats} seats stay until then: update
          the payment method to keep them.
        </Text>
      ) : null}
      {s.seats_unlimited ? (
        <Text as="p">
          No seat limit: the No maximum users feature is on. {s.seats_used} people are active.
        </Text>
      ) : (
        <Text as="p">
          {s.seats_used} people active, {s.seats_pending} invitations open, {s.seats_free} seats
          free for new people.
        </Text>
      )}
      {!s.seats_unlimited && s.seats_used > s.seats ? (
        <Text as="p">
          {s.seats_used} people are active on {s.seats} seats. Everyone keeps signing in, but nobody
          new can be invited or reactivated until you choose more seats.
        </Text>
      ) : null}
      {s.status !== 'trialing' ? (
        <Text as="p">Current period until {format.timestampDate(s.current_period_end)}</Text>
      ) : null}
    </>
  );
}
