import { z } from 'zod';
import { timestampSchema } from '../shared/common.schema';
import { billingPeriods, planCodes, portalTabs, priceCodes, subscriptionStatuses } from './plans';

export const planCodeSchema = z.enum(planCodes);
export const billingPeriodSchema = z.enum(billingPeriods, {
  error: 'Choose monthly or yearly.',
});
export const priceCodeSchema = z.enum(priceCodes, { error: 'Choose a plan and period.' });

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  currency: z.string(),
  total_minor: z.number().int(),
  lines: z.array(z.object({ description: z.string(), amount_minor: z.number().int() })),
  status: z.enum(['paid', 'open', 'void']),
  hosted_url: z.string().nullable(),
  created_at: timestampSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const subscriptionDetailsSchema = z.object({
  plan: planCodeSchema,
  plan_name: z.string(),
  billing_period: billingPeriodSchema,
  price_code: priceCodeSchema.nullable(),
  unit_amount_minor: z.number().int(),
  currency: z.string(),
  /** The seat limit every way in enforces: paid for, on trial, or the starter plan's. */
  seats: z.number().int(),
  /** People active. */
  seats_used: z.number().int(),
  /** Invitations still open: each keeps a seat. */
  seats_pending: z.number().int(),
  /** Seats left for new people; null when unlimited. */
  seats_free: z.number().int().nullable(),
  /** Seats are not enforced (the `no maximum users` flag). */
  seats_unlimited: z.boolean(),
  max_seats: z.number().int().nullable(),
  status: z.enum(subscriptionStatuses),
  cancel_at_period_end: z.boolean(),
  current_period_start: timestampSchema,
  current_period_end: timestampSchema,
  provider: z.enum(['local', 'stripe']),
  invoices: z.array(invoiceSchema),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

export const customerDetailsSchema = z.object({
  customer_id: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  provider: z.enum(['local', 'stripe']),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

export const productSchema = z.object({
  plan: planCodeSchema,
  name: z.string(),
  description: z.string(),
  max_seats: z.number().int().nullable(),
  prices: z.array(
    z.object({
      price_code: priceCodeSchema,
      billing_period: billingPeriodSchema,
      unit_amount_minor: z.number().int(),
      currency: z.string(),
    }),
  ),
});
export const productListSchema = z.array(productSchema);
export type Product = z.infer<typeof productSchema>;

const seatsSchema = z
  .number({ error: 'Enter a number of seats.' })
  .int('Enter a whole number of seats.')
  .min(1, 'Keep at least one seat.')
  .max(100_000, 'Contact us for more than 100,000 seats.');

export const checkoutInputSchema = z
  .object({ price_code: priceCodeSchema, quantity: seatsSchema })
  .strict();
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

/** Where the browser goes next; `completed` when the change already took effect (local ledger). */
export const billingRedirectSchema = z.object({ url: z.string(), completed: z.boolean() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;

export const portalInputSchema = z
  .object({
    tabNumber: z
      .number()
      .int()
      .min(0)
      .max(portalTabs.length - 1)
      .default(0),
  })
  .strict();
export type PortalInput = z.infer<typeof portalInputSchema>;

export const seatsInputSchema = z.object({ quantity: seatsSchema }).strict();
export type SeatsInput = z.infer<typeof seatsInputSchema>;

export const billingPeriodInputSchema = z.object({ billing_period: billingPeriodSchema }).strict();
export type BillingPeriodInput = z.infer<typeof billingPeriodInputSchema>;

export const cancelRenewInputSchema = z
  .object({ is_cancel: z.boolean({ error: 'Say whether to cancel (true) or renew (false).' }) })
  .strict();
export type CancelRenewInput = z.infer<typeof cancelRenewInputSchema>;

export const changePlanInputSchema = z.object({ price_code: priceCodeSchema }).strict();
export type ChangePlanInput = z.infer<typeof changePlanInputSchema>;
