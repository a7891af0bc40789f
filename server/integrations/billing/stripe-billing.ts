import type Stripe from 'stripe';
import {
  plans,
  portalTabs,
  type BillingPeriod,
  type PlanCode,
  type PriceCode,
} from '../../../contract/billing/plans';
import { badRequest, HttpError } from '../../http-errors';
import type { BillingContext, BillingPort } from './billing-port';
import { mirrorStripeSubscription } from './stripe-mirror';
import type { SubscriptionRow } from './subscription-store';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
}

/**
 * A Stripe client on fetch (testable with MSW); the SDK retries safe failures itself. The SDK (218
 * modules) is loaded only where Stripe is configured, not by every server.
 */
export async function stripeClient(secretKey: string, fetchFn?: typeof fetch): Promise<Stripe> {
  const { default: Stripe } = await import('stripe');
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetchFn),
    maxNetworkRetries: 2,
    appInfo: { name: 'Changecraft' },
  });
}

const noSubscription = () =>
  new HttpError(400, { detail: 'There is no paid subscription yet: choose a plan first.' });

/**
 * Production billing: Stripe Checkout and the Customer Portal for the browser, the Subscriptions
 * API for seats, plan, period and cancel. Prices are found by lookup key (the price codes), so
 * the Stripe account defines amounts without a deploy. The local row mirrors what Stripe answers;
 * webhooks keep it in step with changes made in Stripe itself.
 */
export class StripeBilling implements BillingPort {
  readonly provider = 'stripe' as const;
  private readonly priceIds = new Map<PriceCode, string>();

  constructor(private readonly stripe: Stripe) {}

  private async priceId(plan: PlanCode, period: BillingPeriod): Promise<string> {
    const code = plans[plan].prices[period]?.code;
    if (!code)
      throw badRequest({ price_code: ['The starter plan is free: cancel to return to it.'] });
    const cached = this.priceIds.get(code);
    if (cached) return cached;
    const found = await this.stripe.prices.list({ lookup_keys: [code], active: true, limit: 1 });
    const price = found.data[0];
    if (!price) throw new Error(`Stripe has no active price with lookup key ${code}`);
    this.priceIds.set(code, price.id);
    return price.id;
  }

  async checkout(
    ctx: BillingContext,
    terms: { plan: PlanCode; period: BillingPeriod; seats: number },
  ) {
    const metadata = { organisation_id: String(ctx.organisationId) };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: await this.priceId(terms.plan, terms.period), quantity: terms.seats }],
      ...(ctx.subscription.customerId
        ? { customer: ctx.subscription.customerId }
        : { customer_email: ctx.email }),
      client_reference_id: String(ctx.organisationId),
      metadata,
      subscription_data: { metadata },
      success_url: `${ctx.returnUrl}?checkout=success`,
      cancel_url: `${ctx.returnUrl}?checkout=cancelled`,
    });
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { url: session.url, completed: false };
  }

  async portal(ctx: BillingContext, tab: number) {
    const customer = ctx.subscription.customerId;
    if (!customer) throw noSubscription();
    const subscription = ctx.subscription.providerSubscriptionId;
    const flow = portalTabs[tab];
    const flowData: Stripe.BillingPortal.SessionCreateParams.FlowData | undefined =
      flow === 'payment_method'
        ? { type: 'payment_method_update' }
        : flow === 'change_plan' && subscription
          ? { type: 'subscription_update', subscription_update: { subscription } }
          : flow === 'cancel' && subscription
            ? { type: 'subscription_cancel', subscription_cancel: { subscription } }
            : undefined;
    const session = await this.stripe.billingPortal.sessions.create({
      customer,
      return_url: ctx.returnUrl,
      ...(flowData ? { flow_data: flowData } : {}),
    });
    return { url: session.url, completed: false };
  }

  private async update(
    ctx: BillingContext,
    change: (item: Stripe.SubscriptionItem) => Stripe.SubscriptionUpdateParams,
  ): Promise<SubscriptionRow> {
    const id = ctx.subscription.providerSubscriptionId;
    if (!id) throw noSubscription();
    const current = await this.stripe.subscriptions.retrieve(id);
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${id} has no items`);
    const updated = await this.stripe.subscriptions.update(id, change(item));
    return mirrorStripeSubscription(ctx.tx, ctx.subscription, updated);
  }

  updateSeats(ctx: BillingContext, seats: number) {
    return this.update(ctx, (item) => ({
      items: [{ id: item.id, quantity: seats }],
      proration_behavior: 'create_prorations',
    }));
  }

  async changeTerms(ctx: BillingContext, terms: { plan: PlanCode; period: BillingPeriod }) {
    const price = await this.priceId(terms.plan, terms.period);
    return this.update(ctx, (item) => ({
      items: [{ id: item.id, price }],
      proration_behavior: 'create_prorations',
      cancel_at_period_end: false,
    }));
  }

  setCancelAtPeriodEnd(ctx: BillingContext, cancel: boolean) {
    return this.update(ctx, () => ({ cancel_at_period_end: cancel }));
  }

  /** Stripe renews and ends periods itself and says so by webhook: nothing to do here. */
  async refresh(ctx: BillingContext) {
    return ctx.subscription;
  }

  /** Verifies a webhook's signature; throws when it is not Stripe's. */
  static verify(stripe: Stripe, rawBody: string, signature: string, secret: string): Stripe.Event {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  }
}
