import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingPaths } from '../../../../contract/billing/plans';
import { invitesPaths } from '../../../../contract/people/invites';
import type {
  BillingRedirect,
  Product,
  SubscriptionDetails,
} from '../../../../contract/billing/subscription.schema';
import { apiClient } from '../../../../tests/support/api';
import { factories, type MadeOrganisation } from '../../../../tests/support/factories';
import { demo, useTestServer } from '../../../../tests/support/test-server';

describe('billing on the local plan ledger', () => {
  const server = useTestServer();
  const api = apiClient(server);
  // An organisation that never subscribed, with more people active than the starter plan's seats.
  let org: MadeOrganisation;
  const as = { admin: '', manager: '', employee: '' };
  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    as.admin = (await make.user(org, { role: 'ADMIN' })).email;
    as.manager = (await make.user(org, { role: 'CHANGE_MANAGER' })).email;
    as.employee = (await make.user(org)).email;
    for (let i = 0; i < 5; i += 1) await make.user(org);
  });
  const details = async (who = as.admin) =>
    (await api.get<SubscriptionDetails>(who, billingPaths.subscription())).body;
  const organisationId = async () => org.id;

  it('starts on the starter plan and lists every plan with its prices', async () => {
    const start = await details(as.employee);
    expect(start).toMatchObject({ plan: 'CHANGE_STARTER', provider: 'local', invoices: [] });
    expect(start.seats_used).toBeGreaterThan(0);
    const products = (await api.get<Product[]>(as.employee, billingPaths.products())).body;
    expect(products.map((p) => p.plan)).toEqual([
      'CHANGE_STARTER',
      'CHANGE_MANAGER_PRO',
      'CHANGE_OFFICE_PRO',
    ]);
    expect(products[2]?.prices.map((p) => p.price_code)).toEqual([
      'change_office_pro_monthly',
      'change_office_pro_yearly',
    ]);
  });

  it('refuses billing changes without tool access, and fewer seats than active people', async () => {
    const denied = await api.post(as.manager, billingPaths.checkout(), {
      price_code: 'change_office_pro_yearly',
      quantity: 20,
    });
    expect(denied.status).toBe(403);
    const tooFew = await api.post(as.admin, billingPaths.checkout(), {
      price_code: 'change_office_pro_yearly',
      quantity: 1,
    });
    expect(tooFew.status).toBe(400);
    expect((tooFew.body as Record<string, string[]>).quantity?.[0]).toMatch(
      /people are active: keep at least/,
    );
    const starterCancel = await api.post(as.admin, billingPaths.cancelRenew(), {
      is_cancel: true,
    });
    expect(starterCancel.status).toBe(400);
  });

  it('moves from starter to Change Office Pro yearly at once, with its invoice', async () => {
    const redirect = await api.post<BillingRedirect>(as.admin, billingPaths.checkout(), {
      price_code: 'change_office_pro_yearly',
      quantity: 20,
    });
    expect(redirect.status).toBe(200);
    expect(redirect.body.completed).toBe(true);
    expect(redirect.body.url).toMatch(/\/admin\/billing\?checkout=success$/);
    const now = await details();
    expect(now).toMatchObject({
      plan: 'CHANGE_OFFICE_PRO',
      billing_period: 'yearly',
      seats: 20,
      price_code: 'change_office_pro_yearly',
    });
    expect(now.invoices).toHaveLength(1);
    expect(now.invoices[0]?.total_minor).toBe(20 * 25000);
    const customer = await api.get<{ customer_id: string }>(as.admin, billingPaths.customer());
    expect(customer.body.customer_id).toMatch(/^local-/);
  });

  it('prorates seats and period changes, and cancels or renews at period end', async () => {
    const more = await api.post<SubscriptionDetails>(as.admin, billingPaths.seats(), {
      quantity: 25,
    });
    expect(more.body.seats).toBe(25);
    expect(more.body.seats_free).toBe(25 - more.body.seats_used); // invitations keep to them
    const seatInvoice = more.body.invoices[0];
    if (!seatInvoice) throw new Error('No seat invoice');
    // Five more seats for (almost) the whole year just started.
    expect(seatInvoice.total_minor).toBeGreaterThan(5 * 25000 * 0.99);
    expect(seatInvoice.total_minor).toBeLessThanOrEqual(5 * 25000);

    const monthly = await api.post<SubscriptionDetails>(as.admin, billingPaths.period(), {
      billing_period: 'monthly',
    });
    expect(monthly.body.billing_period).toBe('monthly');
    const switchInvoice = monthly.body.invoices[0];
    if (!switchInvoice) throw new Error('No switch invoice');
    expect(switchInvoice.lines[0]?.amount_minor).toBeLessThan(0); // unused yearly time credited
    expect(switchInvoice.lines[1]?.amount_minor).toBe(25 * 2500);

    const plan = await api.post<SubscriptionDetails>(as.admin, billingPaths.changePlan(), {
      price_code: 'change_manager_pro_monthly',
    });
    expect(plan.body.plan).toBe('CHANGE_MANAGER_PRO');

    const cancelled = await api.post<SubscriptionDetails>(as.admin, billingPaths.cancelRenew(), {
      is_cancel: true,
    });
    expect(cancelled.body.cancel_at_period_end).toBe(true);
    const renewed = await api.post<SubscriptionDetails>(as.admin, billingPaths.cancelRenew(), {
      is_cancel: false,
    });
    expect(renewed.body.cancel_at_period_end).toBe(false);
    const bad = await api.post(as.admin, billingPaths.cancelRenew(), { is_cancel: 'yes' });
    expect(bad.status).toBe(400);
  });

  it('ends a cancelled plan on the starter plan once its period has run out', async () => {
    await api.post(as.admin, billingPaths.cancelRenew(), { is_cancel: true });
    await server.db.execute(
      sql`UPDATE subscriptions SET current_period_start = now() - interval '40 days', current_period_end = now() - interval '10 days' WHERE organisation_id = ${await organisationId()}`,
    );
    const after = await details();
    expect(after.plan).toBe('CHANGE_STARTER');
    expect(after.cancel_at_period_end).toBe(false);
  });

  it('keeps everyone signed in after the starter rollover, but refuses invitations past its seats', async () => {
    // The previous test ended the paid plan: the starter plan has 5 seats, more people are active.
    const after = await details();
    expect(after).toMatchObject({ plan: 'CHANGE_STARTER', seats: 5 });
    expect(after.seats_used).toBeGreaterThan(5);
    const stillIn = await api.get(as.employee, 'get-users-profile/');
    expect(stillIn.status).toBe(200);
    const refused = await api.post<Record<string, string[]>>(as.admin, invitesPaths.bulk(), {
      emails: 'past.the.seats@example.com',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.emails?.[0]).toMatch(/5 seats and 0 free on Change Starter.*billing page/);
    await server.db.execute(
      sql`UPDATE feature_flags SET enabled = true WHERE organisation_id = ${await organisationId()} AND name = 'no_maximum_users'`,
    );
    const unlimited = await api.post(as.admin, invitesPaths.bulk(), {
      emails: 'past.the.seats@example.com',
    });
    expect(unlimited.status).toBeLessThan(300);
    expect((await details()).seats_unlimited).toBe(true);
    await server.db.execute(
      sql`UPDATE feature_flags SET enabled = false WHERE organisation_id = ${await organisationId()} AND name = 'no_maximum_users'`,
    );
  });

  it('writes billing changes to the audit log', async () => {
    const log = await api.get<{ results: { entity: string }[] }>(
      as.admin,
      'admin-audit-log/?page_size=50',
    );
    expect(log.body.results.filter((e) => e.entity === 'subscription').length).toBeGreaterThan(3);
  });

  it('turns the demo organisation’s trial into a paid plan, charging the whole period', async () => {
    const trial = await details(demo.admin);
    expect(trial).toMatchObject({ plan: 'CHANGE_OFFICE_PRO', status: 'trialing', invoices: [] });
    expect(trial.seats_free).toBeGreaterThan(0);
    const seats = await api.post<SubscriptionDetails>(demo.admin, billingPaths.seats(), {
      quantity: trial.seats + 5,
    });
    expect(seats.body).toMatchObject({ status: 'trialing', seats: trial.seats + 5, invoices: [] });
    const paid = await api.post<BillingRedirect>(demo.admin, billingPaths.checkout(), {
      price_code: 'change_office_pro_yearly',
      quantity: 60,
    });
    expect(paid.body.completed).toBe(true);
    const now = await details(demo.admin);
    expect(now).toMatchObject({ status: 'active', billing_period: 'yearly', seats: 60 });
    expect(now.invoices.map((i) => i.total_minor)).toEqual([60 * 25000]); // no credit for the trial
  });
});
