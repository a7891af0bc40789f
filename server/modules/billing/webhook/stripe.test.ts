import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingPaths } from '../../../../contract/billing/plans';
import type {
  BillingRedirect,
  SubscriptionDetails,
} from '../../../../contract/billing/subscription.schema';
import { apiClient } from '../../../../tests/support/api';
import * as recorded from '../../../../tests/support/recorded/stripe-responses';
import { factories } from '../../../../tests/support/factories';
import { useTestServer } from '../../../../tests/support/test-server';
import { StripeBilling, stripeClient } from '../../../integrations/billing/stripe-billing';

const webhookSecret = 'whsec_test_changecraft_webhook_secret';
const webhookPath = '/api/v1/stripe-payments/webhook/';

/** What the adapter asked Stripe, in order: method, path and the form-encoded parameters. */
interface SentRequest {
  method: string;
  path: string;
  params: URLSearchParams;
}

/**
 * Stripe's API as a fetch function: each request is answered from the recorded responses by
 * method and path; anything else is Stripe's own 404 error shape, which the SDK throws.
 */
function recordedStripe(organisationId: () => number) {
  const sent: SentRequest[] = [];
  const answers: Record<string, () => unknown> = {
    'GET /v1/prices': () =>
      recorded.priceList(
        recorded.stripeIds.officeYearly,
        'change_office_pro_yearly',
        25000,
        'year',
      ),
    'POST /v1/checkout/sessions': () => recorded.checkoutSession(organisationId()),
    'POST /v1/billing_portal/sessions': () => recorded.portalSession(),
    [`GET /v1/subscriptions/${recorded.stripeIds.subscription}`]: () =>
      recorded.subscription(organisationId()),
  };
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const params = new URLSearchParams(method === 'GET' ? url.search : String(init?.body ?? ''));
    sent.push({ method, path: url.pathname, params });
    let body: unknown;
    if (
      method === 'POST' &&
      url.pathname === `/v1/subscriptions/${recorded.stripeIds.subscription}`
    ) {
      // An update answers the subscription as changed.
      const quantity = params.get('items[0][quantity]');
      body = recorded.subscription(organisationId(), {
        ...(quantity ? { quantity: Number(quantity) } : {}),
        cancelAtPeriodEnd: params.get('cancel_at_period_end') === 'true',
      });
    } else {
      body = answers[`${method} ${url.pathname}`]?.();
    }
    const status = body === undefined ? 404 : 200;
    return new Response(
      JSON.stringify(
        body ?? {
          error: { type: 'invalid_request_error', message: `No such path ${url.pathname}` },
        },
      ),
      { status, headers: { 'content-type': 'application/json', 'request-id': 'req_recorded' } },
    );
  };
  return { sent, fetchFn: fetchFn as typeof fetch };
}

let orgId = 0;
const stripe = recordedStripe(() => orgId);
const client = await stripeClient('sk_test_changecraft', stripe.fetchFn);

describe('billing through Stripe, against recorded responses', () => {
  const server = useTestServer({
    integrations: () => ({ billing: new StripeBilling(client), stripe: { client, webhookSecret } }),
  });
  const api = apiClient(server);
  const details = async () =>
    (await api.get<SubscriptionDetails>(admin, billingPaths.subscription())).body;

  // An organisation that never subscribed (the demo organisations start on the local ledger).
  let admin = '';
  beforeAll(async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    admin = (await make.user(org, { role: 'ADMIN' })).email;
    await make.user(org);
    orgId = org.id;
  });

  /** Posts `payload` to the webhook as Stripe would, signed with `secret`. */
  function deliver(payload: unknown, secret = webhookSecret) {
    const body = JSON.stringify(payload);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
    return server.app.inject({
      method: 'POST',
      url: webhookPath,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
  }

  it('sends the browser to Stripe Checkout for the price found by its lookup key', async () => {
    const redirect = await api.post<BillingRedirect>(admin, billingPaths.checkout(), {
      price_code: 'change_office_pro_yearly',
      quantity: 20,
    });
    expect(redirect.status).toBe(200);
    expect(redirect.body).toEqual({
      url: `https://checkout.stripe.com/c/pay/${recorded.stripeIds.checkoutSession}`,
      completed: false,
    });
    const lookup = stripe.sent.find((r) => r.path === '/v1/prices');
    expect(lookup?.params.get('lookup_keys[0]')).toBe('change_office_pro_yearly');
    const session = stripe.sent.find((r) => r.path === '/v1/checkout/sessions');
    expect(Object.fromEntries(session?.params ?? [])).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': recorded.stripeIds.officeYearly,
      'line_items[0][quantity]': '20',
      customer_email: admin,
      client_reference_id: String(orgId),
      'subscription_data[metadata][organisation_id]': String(orgId),
    });
    // Nothing changes until Stripe says the checkout completed.
    expect((await details()).plan).toBe('CHANGE_STARTER');
  });

  it('refuses webhooks that are unsigned, signed with another secret, or tampered with', async () => {
    const payload = recorded.event(
      'evt_1QxForged',
      'customer.subscription.updated',
      recorded.subscription(orgId, { quantity: 500 }),
    );
    const unsigned = await server.app.inject({
      method: 'POST',
      url: webhookPath,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await deliver(payload, 'whsec_someone_else')).statusCode).toBe(400);
    const body = JSON.stringify(payload);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: webhookSecret,
    });
    const tampered = await server.app.inject({
      method: 'POST',
      url: webhookPath,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body.replace('"quantity":500', '"quantity":900'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ detail: 'Webhook signature does not verify.' });
    expect((await details()).seats).not.toBe(500);
  });

  it('applies a completed checkout once: a replayed event changes nothing', async () => {
    const completed = recorded.event(
      'evt_1QxCheckoutCompleted',
      'checkout.session.completed',
      recorded.completedCheckoutSession(orgId),
    );
    const first = await deliver(completed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    const after = await details();
    expect(after).toMatchObject({
      provider: 'stripe',
      plan: 'CHANGE_OFFICE_PRO',
      billing_period: 'yearly',
      seats: 20,
      cancel_at_period_end: false,
    });
    const retrievals = stripe.sent.filter((r) => r.path.startsWith('/v1/subscriptions/')).length;
    const replay = await deliver(completed);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await details()).toEqual(after);
    // The replay did not even ask Stripe again.
    expect(stripe.sent.filter((r) => r.path.startsWith('/v1/subscriptions/'))).toHaveLength(
      retrievals,
    );
  });

  it('lists an invoice from its events, updating it when paid, and ignores other events', async () => {
    expect(
      (
        await deliver(
          recorded.event('evt_1QxInvoiceFinal', 'invoice.finalized', recorded.invoice('open')),
        )
      ).json(),
    ).toMatchObject({ outcome: 'applied' });
    expect(
      (
        await deliver(
          recorded.event('evt_1QxInvoicePaid', 'invoice.paid', recorded.invoice('paid')),
        )
      ).json(),
    ).toMatchObject({ outcome: 'applied' });
    const listed = (await details()).invoices.filter((i) =>
      i.hosted_url?.includes(recorded.stripeIds.invoice),
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ status: 'paid', total_minor: 500000 });
    const other = await deliver(
      recorded.event('evt_1QxCharge', 'charge.succeeded', { id: 'ch_1', object: 'charge' }),
    );
    expect(other.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('changes seats and cancels at period end through the Subscriptions API', async () => {
    const seats = await api.post<SubscriptionDetails>(admin, billingPaths.seats(), {
      quantity: 25,
    });
    expect(seats.status).toBe(200);
    expect(seats.body.seats).toBe(25);
    const update = stripe.sent
      .filter((r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/'))
      .at(-1);
    expect(update?.params.get('items[0][id]')).toBe(recorded.stripeIds.item);
    expect(update?.params.get('proration_behavior')).toBe('create_prorations');

    const cancel = await api.post<SubscriptionDetails>(admin, billingPaths.cancelRenew(), {
      is_cancel: true,
    });
    expect(cancel.body.cancel_at_period_end).toBe(true);

    const portal = await api.post<BillingRedirect>(admin, billingPaths.portal(), {
      tabNumber: 0,
    });
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    const session = stripe.sent.find((r) => r.path === '/v1/billing_portal/sessions');
    expect(session?.params.get('customer')).toBe(recorded.stripeIds.customer);
  });

  it('returns to the starter plan when Stripe ends the subscription', async () => {
    const ended = recorded.event(
      'evt_1QxSubscriptionDeleted',
      'customer.subscription.deleted',
      recorded.subscription(orgId, { status: 'canceled' }),
    );
    expect((await deliver(ended)).json()).toMatchObject({ outcome: 'applied' });
    expect(await details()).toMatchObject({ plan: 'CHANGE_STARTER', provider: 'stripe' });
  });
});
