// Zod-free on purpose: the billing screen and the seat notice import these values.

/** The plans of SPEC §7. CHANGE_STARTER is free and small; the two pro plans are per seat. */
export const planCodes = ['CHANGE_STARTER', 'CHANGE_MANAGER_PRO', 'CHANGE_OFFICE_PRO'] as const;
export type PlanCode = (typeof planCodes)[number];

export const billingPeriods = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

export const subscriptionStatuses = ['active', 'trialing', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Price codes as Stripe's lookup keys name them; the starter plan has none (it is free). */
export const priceCodes = [
  'change_manager_pro_monthly',
  'change_manager_pro_yearly',
  'change_office_pro_monthly',
  'change_office_pro_yearly',
] as const;
export type PriceCode = (typeof priceCodes)[number];

export const billingCurrency = 'gbp';

export interface PlanDefinition {
  name: string;
  description: string;
  /** Most seats the plan allows; null for no limit. */
  maxSeats: number | null;
  /** Per seat, in pence, for each period; null for a free plan. */
  prices: Record<BillingPeriod, { code: PriceCode; unitAmountMinor: number } | null>;
}

export const plans: Record<PlanCode, PlanDefinition> = {
  CHANGE_STARTER: {
    name: 'Change Starter',
    description: 'One change manager and a small team getting started.',
    maxSeats: 5,
    prices: { monthly: null, yearly: null },
  },
  CHANGE_MANAGER_PRO: {
    name: 'Change Manager Pro',
    description: 'Change managers running several projects with leaders and surveys.',
    maxSeats: 250,
    prices: {
      monthly: { code: 'change_manager_pro_monthly', unitAmountMinor: 1500 },
      yearly: { code: 'change_manager_pro_yearly', unitAmountMinor: 15000 },
    },
  },
  CHANGE_OFFICE_PRO: {
    name: 'Change Office Pro',
    description: 'A change office with the portfolio, reports and every integration.',
    maxSeats: null,
    prices: {
      monthly: { code: 'change_office_pro_monthly', unitAmountMinor: 2500 },
      yearly: { code: 'change_office_pro_yearly', unitAmountMinor: 25000 },
    },
  },
};

/** The plan and period a price code stands for. */
export function priceOf(code: PriceCode): { plan: PlanCode; period: BillingPeriod } {
  for (const [plan, definition] of Object.entries(plans) as [PlanCode, PlanDefinition][]) {
    for (const period of billingPeriods) {
      if (definition.prices[period]?.code === code) return { plan, period };
    }
  }
  throw new Error(`Unknown price ${code}`);
}

/** Customer portal tabs the billing page opens (`tabNumber`). */
export const portalTabs = ['overview', 'payment_method', 'change_plan', 'cancel'] as const;

/** Paths relative to /api/v1/. */
export const billingPaths = {
  subscription: () => 'stripe-payments/get_subscription_details/',
  customer: () => 'stripe-payments/get_customer_details/',
  products: () => 'stripe-payments/get_products/',
  checkout: () => 'stripe-payments/create_checkout_session/',
  portal: () => 'stripe-payments/create_customer_portal_session/',
  seats: () => 'stripe-payments/update_quantity_of_users/',
  period: () => 'stripe-payments/update_subscription_billing_period/',
  cancelRenew: () => 'stripe-payments/cancel_renew_subscription/',
  changePlan: () => 'stripe-payments/change_subscription_plan/',
  webhook: () => 'stripe-payments/webhook/',
};
