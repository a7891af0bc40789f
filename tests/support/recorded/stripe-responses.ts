/**
 * Stripe API answers as Stripe documents them (API reference, version 2026-10-28), trimmed to
 * the fields the billing adapter reads plus the identifying ones; ids are Stripe's formats.
 * Each function returns a fresh object so a test can change one field without touching others.
 */

export const stripeIds = {
  customer: 'cus_Qx7Lm2Nc9bVt3R',
  subscription: 'sub_1QxLm2Nc9bVt3RaZ',
  item: 'si_QxLm2Nc9bVt3Ra',
  officeYearly: 'price_1QxOfficeYearlyZ8',
  managerMonthly: 'price_1QxManagerMonthlyK2',
  checkoutSession: 'cs_test_a1B2c3D4e5F6g7H8i9J0',
  portalSession: 'bps_1QxLm2Nc9bVt3RaP',
  invoice: 'in_1QxLm2Nc9bVt3RaI',
} as const;

const created = 1_790_000_000;
const periodStart = 1_790_000_000;
const periodEnd = 1_821_536_000;

/** `GET /v1/prices?lookup_keys[]=…`: a list of one price. */
export function priceList(id: string, lookupKey: string, unitAmount: number, interval: string) {
  return {
    object: 'list',
    url: '/v1/prices',
    has_more: false,
    data: [
      {
        id,
        object: 'price',
        active: true,
        billing_scheme: 'per_unit',
        created,
        currency: 'gbp',
        livemode: false,
        lookup_key: lookupKey,
        metadata: {},
        nickname: null,
        product: 'prod_QxChangeOfficePro',
        recurring: { interval, interval_count: 1, usage_type: 'licensed' },
        tax_behavior: 'unspecified',
        type: 'recurring',
        unit_amount: unitAmount,
        unit_amount_decimal: String(unitAmount),
      },
    ],
  };
}

/** `POST /v1/checkout/sessions` in subscription mode. */
export function checkoutSession(organisationId: number) {
  return {
    id: stripeIds.checkoutSession,
    object: 'checkout.session',
    client_reference_id: String(organisationId),
    created,
    currency: 'gbp',
    customer: null,
    customer_email: 'admin@demo.example',
    livemode: false,
    metadata: { organisation_id: String(organisationId) },
    mode: 'subscription',
    payment_status: 'unpaid',
    status: 'open',
    subscription: null,
    success_url: 'http://127.0.0.1/admin/billing?checkout=success',
    cancel_url: 'http://127.0.0.1/admin/billing?checkout=cancelled',
    url: `https://checkout.stripe.com/c/pay/${stripeIds.checkoutSession}`,
  };
}

/** The same session once paid, as `checkout.session.completed` carries it. */
export function completedCheckoutSession(organisationId: number) {
  return {
    ...checkoutSession(organisationId),
    customer: stripeIds.customer,
    payment_status: 'paid',
    status: 'complete',
    subscription: stripeIds.subscription,
    url: null,
  };
}

/** `POST /v1/billing_portal/sessions`. */
export function portalSession() {
  return {
    id: stripeIds.portalSession,
    object: 'billing_portal.session',
    configuration: 'bpc_1QxLm2Nc9bVt3RaC',
    created,
    customer: stripeIds.customer,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: 'http://127.0.0.1/admin/billing',
    url: `https://billing.stripe.com/p/session/test_${stripeIds.portalSession}`,
  };
}

/** A subscription (`GET`/`POST /v1/subscriptions/{id}`, and `customer.subscription.*` events). */
export function subscription(
  organisationId: number,
  terms: {
    price?: string;
    lookupKey?: string;
    interval?: string;
    quantity?: number;
    status?: string;
    cancelAtPeriodEnd?: boolean;
  } = {},
) {
  const price = terms.price ?? stripeIds.officeYearly;
  return {
    id: stripeIds.subscription,
    object: 'subscription',
    billing_cycle_anchor: periodStart,
    cancel_at: null,
    cancel_at_period_end: terms.cancelAtPeriodEnd ?? false,
    canceled_at: null,
    collection_method: 'charge_automatically',
    created,
    currency: 'gbp',
    customer: stripeIds.customer,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${stripeIds.subscription}`,
      data: [
        {
          id: stripeIds.item,
          object: 'subscription_item',
          created,
          current_period_start: periodStart,
          current_period_end: periodEnd,
          metadata: {},
          price: priceList(
            price,
            terms.lookupKey ?? 'change_office_pro_yearly',
            25000,
            terms.interval ?? 'year',
          ).data[0],
          quantity: terms.quantity ?? 20,
          subscription: stripeIds.subscription,
        },
      ],
    },
    latest_invoice: stripeIds.invoice,
    livemode: false,
    metadata: { organisation_id: String(organisationId) },
    start_date: periodStart,
    status: terms.status ?? 'active',
  };
}

/** An invoice as `invoice.finalized` / `invoice.paid` carry it. */
export function invoice(status: 'open' | 'paid') {
  return {
    id: stripeIds.invoice,
    object: 'invoice',
    amount_due: 500000,
    amount_paid: status === 'paid' ? 500000 : 0,
    created,
    currency: 'gbp',
    customer: stripeIds.customer,
    hosted_invoice_url: `https://invoice.stripe.com/i/acct_1QxDemo/test_${stripeIds.invoice}`,
    lines: {
      object: 'list',
      has_more: false,
      url: `/v1/invoices/${stripeIds.invoice}/lines`,
      data: [
        {
          id: 'il_1QxLm2Nc9bVt3RaL',
          object: 'line_item',
          amount: 500000,
          currency: 'gbp',
          description: '20 × Change Office Pro (at £250.00 / year)',
          period: { start: periodStart, end: periodEnd },
          quantity: 20,
        },
      ],
    },
    livemode: false,
    metadata: {},
    number: 'DEMO-0001',
    period_start: periodStart,
    period_end: periodEnd,
    status,
    total: 500000,
  };
}

/** An event wrapping `object`, as Stripe posts it to the webhook endpoint. */
export function event(id: string, type: string, object: unknown) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}
