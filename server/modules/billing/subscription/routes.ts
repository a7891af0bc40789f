import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { priceOf } from '../../../../contract/billing/plans';
import {
  billingPeriodInputSchema,
  billingRedirectSchema,
  cancelRenewInputSchema,
  changePlanInputSchema,
  checkoutInputSchema,
  customerDetailsSchema,
  portalInputSchema,
  productListSchema,
  seatsInputSchema,
  subscriptionDetailsSchema,
} from '../../../../contract/billing/subscription.schema';
import { requireToolAccess } from '../../../auth/permissions';
import type { TenantTx } from '../../../db/tenant';
import type { BillingContext } from '../../../integrations/billing/billing-port';
import {
  listInvoices,
  type SubscriptionRow,
} from '../../../integrations/billing/subscription-store';
import { recordAdminChange } from '../../admin/audit-log/service';
import { presentProducts, presentSubscription } from './present';
import {
  billingContext,
  cancelOrRenew,
  changeTerms,
  checkout,
  loadSubscription,
  updateSeats,
} from './service';
import { allowanceOf } from '../seats/seat-allowance';

const tags = ['billing'];

/** The billing page's address at the public origin: where checkout and the portal return to. */
function billingPage(request: FastifyRequest): string {
  return `${request.server.publicUrl}/admin/billing`;
}

/** Subscription details, customer, products, checkout and portal sessions, seats, plan, period. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const port = app.integrations.billing;

  async function details(tx: TenantTx, row?: SubscriptionRow) {
    const subscription = row ?? (await loadSubscription(tx, port));
    return presentSubscription(subscription, {
      allowance: await allowanceOf(tx, subscription),
      invoices: await listInvoices(tx),
    });
  }

  /** A billing change as an admin, then the details as they now stand. */
  function change(
    request: FastifyRequest,
    fn: (ctx: BillingContext, actorId: number) => Promise<SubscriptionRow>,
  ) {
    return request.tenant(async (tx, user) => {
      requireToolAccess(user);
      const ctx = await billingContext(tx, user, port, billingPage(request));
      return details(tx, await fn(ctx, user.id));
    });
  }

  app.get(
    '/stripe-payments/get_subscription_details/',
    { schema: { tags, response: { 200: subscriptionDetailsSchema } } },
    async (request) => request.tenant((tx) => details(tx)),
  );

  app.get(
    '/stripe-payments/get_customer_details/',
    { schema: { tags, response: { 200: customerDetailsSchema } } },
    async (request) =>
      request.tenant(async (tx, user) => {
        requireToolAccess(user);
        const ctx = await billingContext(tx, user, port, billingPage(request));
        return {
          customer_id: ctx.subscription.customerId,
          name: ctx.organisationName,
          email: ctx.subscription.billingEmail,
          provider: port.provider,
        };
      }),
  );

  app.get(
    '/stripe-payments/get_products/',
    { schema: { tags, response: { 200: productListSchema } } },
    async () => presentProducts(),
  );

  app.post(
    '/stripe-payments/create_checkout_session/',
    { schema: { tags, body: checkoutInputSchema, response: { 200: billingRedirectSchema } } },
    async (request) =>
      request.tenant(async (tx, user) => {
        requireToolAccess(user);
        const ctx = await billingContext(tx, user, port, billingPage(request));
        const { price_code, quantity } = request.body;
        const redirect = await checkout(ctx, port, price_code, quantity);
        if (redirect.completed) {
          const { plan, period } = priceOf(price_code);
          await recordAdminChange(tx, {
            actorId: user.id,
            entity: 'subscription',
            entityId: ctx.subscription.id,
            action: 'update',
            summary: `Checkout: ${plan}, ${period}, ${quantity} seats`,
            before: { plan: ctx.subscription.plan, seats: ctx.subscription.seats },
            after: { plan, seats: quantity, billing_period: period },
          });
        }
        return redirect;
      }),
  );

  app.post(
    '/stripe-payments/create_customer_portal_session/',
    { schema: { tags, body: portalInputSchema, response: { 200: billingRedirectSchema } } },
    async (request) =>
      request.tenant(async (tx, user) => {
        requireToolAccess(user);
        const ctx = await billingContext(tx, user, port, billingPage(request));
        return port.portal(ctx, request.body.tabNumber);
      }),
  );

  app.post(
    '/stripe-payments/update_quantity_of_users/',
    { schema: { tags, body: seatsInputSchema, response: { 200: subscriptionDetailsSchema } } },
    async (request) =>
      change(request, (ctx, actor) => updateSeats(ctx, port, actor, request.body.quantity)),
  );

  app.post(
    '/stripe-payments/update_subscription_billing_period/',
    {
      schema: {
        tags,
        body: billingPeriodInputSchema,
        response: { 200: subscriptionDetailsSchema },
      },
    },
    async (request) =>
      change(request, (ctx, actor) =>
        changeTerms(ctx, port, actor, {
          plan: ctx.subscription.plan,
          period: request.body.billing_period,
        }),
      ),
  );

  app.post(
    '/stripe-payments/cancel_renew_subscription/',
    {
      schema: { tags, body: cancelRenewInputSchema, response: { 200: subscriptionDetailsSchema } },
    },
    async (request) =>
      change(request, (ctx, actor) => cancelOrRenew(ctx, port, actor, request.body.is_cancel)),
  );

  app.post(
    '/stripe-payments/change_subscription_plan/',
    { schema: { tags, body: changePlanInputSchema, response: { 200: subscriptionDetailsSchema } } },
    async (request) =>
      change(request, (ctx, actor) =>
        changeTerms(ctx, port, actor, priceOf(request.body.price_code)),
      ),
  );
};
