import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http-errors';
import { StripeBilling } from '../../../integrations/billing/stripe-billing';
import { applyStripeEvent } from '../../../integrations/billing/stripe-webhooks';

/**
 * Stripe's webhook: no sign-in, the signature instead. The body is kept as sent, because the
 * signature covers those exact bytes. Without Stripe configured there is nothing to receive.
 */
export const billingWebhookRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  options,
) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe-payments/webhook/',
    {
      config: { public: true },
      schema: {
        tags: ['billing'],
        hide: true,
        headers: z.object({ 'stripe-signature': z.string().optional() }),
        body: z.string(),
        response: { 200: z.object({ received: z.boolean(), outcome: z.string() }) },
      },
    },
    async (request) => {
      const stripe = app.integrations.stripe;
      if (!stripe) throw new HttpError(404, { detail: 'Not found.' });
      const signature = request.headers['stripe-signature'];
      if (!signature) throw new HttpError(400, { detail: 'Missing Stripe-Signature header.' });
      let event;
      try {
        event = StripeBilling.verify(stripe.client, request.body, signature, stripe.webhookSecret);
      } catch {
        throw new HttpError(400, { detail: 'Webhook signature does not verify.' });
      }
      const outcome = await applyStripeEvent(options.db, stripe.client, event);
      return { received: true, outcome };
    },
  );
};
