import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { billingPaths } from '@contract/billing/plans';
import type { SubscriptionDetails } from '@contract/billing/subscription.schema';
import { apiPath } from '@tests/msw/api-path';
import { server } from '@tests/msw/server';
import { renderComponent } from '@tests/support/render-component';
import { BillingPanel } from './billing-panel';

const starter: SubscriptionDetails = {
  plan: 'CHANGE_STARTER',
  plan_name: 'Change Starter',
  billing_period: 'monthly',
  price_code: null,
  unit_amount_minor: 0,
  currency: 'gbp',
  seats: 5,
  seats_used: 3,
  seats_pending: 1,
  seats_free: 1,
  seats_unlimited: false,
  max_seats: 5,
  status: 'active',
  cancel_at_period_end: false,
  current_period_start: '2026-11-01T00:00:00.000Z',
  current_period_end: '2026-12-01T00:00:00.000Z',
  provider: 'local',
  invoices: [],
};

const officePro: SubscriptionDetails = {
  ...starter,
  plan: 'CHANGE_OFFICE_PRO',
  plan_name: 'Change Office Pro',
  price_code: 'change_office_pro_monthly',
  unit_amount_minor: 2500,
  seats: 50,
  seats_used: 14,
  seats_pending: 2,
  seats_free: 34,
  max_seats: null,
};

/** What the page says for each state an organisation can be in: the figures the server enforces. */
const states: [string, SubscriptionDetails, (string | RegExp)[]][] = [
  [
    'never subscribed: the starter plan and its free seats',
    starter,
    [
      'Change Starter, monthly · 5 seats',
      '3 people active, 1 invitations open, 1 seats free for new people.',
    ],
  ],
  [
    'on a trial: its seats and the day it ends',
    { ...officePro, status: 'trialing' },
    [
      'Change Office Pro, monthly · 50 seats · trial',
      /trial runs until 1 Dec 2026\. Choose a plan below to keep your seats; otherwise the organisation moves to Change Starter \(5 seats\)/,
      '14 people active, 2 invitations open, 34 seats free for new people.',
    ],
  ],
  [
    'paid, past due: the seats stay while the payment is retried',
    { ...officePro, status: 'past_due' },
    [/last payment failed and is being retried\. Your 50 seats stay/],
  ],
  [
    'ended on the starter plan with more people active than its seats',
    { ...starter, seats_used: 12, seats_pending: 0, seats_free: 0 },
    [
      '12 people active, 0 invitations open, 0 seats free for new people.',
      /12 people are active on 5 seats/,
    ],
  ],
  [
    'no maximum users: no limit',
    { ...starter, seats_unlimited: true, seats_free: null, seats_used: 40 },
    ['No seat limit: the No maximum users feature is on. 40 people are active.'],
  ],
];

describe('the billing page', () => {
  let unbind: () => void = () => undefined;
  afterEach(() => unbind());

  it.each(states)('%s', async (_, subscription, lines) => {
    server.use(
      http.get(apiPath(billingPaths.subscription()), () => HttpResponse.json(subscription)),
      http.get(apiPath(billingPaths.products()), () => HttpResponse.json([])),
    );
    ({ unbind } = renderComponent(<BillingPanel />));
    const seats = await screen.findByRole('spinbutton', { name: 'Seats' });
    for (const line of lines) expect(screen.getByText(line)).toBeInTheDocument();
    // A checkout starts from enough seats for everyone active or invited.
    const everyone = subscription.seats_used + subscription.seats_pending;
    expect(seats).toHaveValue(String(Math.max(subscription.seats, everyone)));
    expect(screen.queryByText(/No seat limit/) !== null).toBe(subscription.seats_unlimited);
  });
});
