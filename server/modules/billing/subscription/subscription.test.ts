import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingPaths } from '../../../../contract/billing/plans';
import { invitesPaths } from '../../../../contract/people/invites';
import type {
  BillingRedirect,
  Product,
  SubscriptionDetails,
} from '../../../../contract/billing/subscription.schema';
import { apiClient } from '../../../../tests/support/api';
import { demo, useTestServer } from '../../../../tests/support/test-server';

describe('billing on the local plan ledger', () => {
  const server = useTestServer();
  const api = apiClient(server);
  const details = async (as = demo.admin) =>
    (await api.get<SubscriptionDetails>(as, billingPaths.subscription())).body;
  const organisationId = async () => {
    const result = await server.db.execute<{ id: number }>(
      sql`SELECT organisation_id AS id FROM user_profiles WHERE email = ${demo.admin}`,
    );
    const id = result.rows[0]?.id;
    if (!id) throw new Error('No demo organisation');
    return id;
  };

  it('starts on the starter plan and lists every plan with its prices', async () => {
    const start = await details(demo.employee);
    expect(start).toMatchObject({ plan: 'CHANGE_STARTER', provider: 'local', invoices: [] });
    expect(start.seats_used).toBeGreaterThan(0);
    const products = (await api.get<Product[]>(demo.employee, billingPaths.products())).body;
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
    const denied = await api.post(demo.manager, billingPaths.checkout(), {
      price_code: 'change_office_pro_yearly',
      quantity: 20,
    });
    expect(denied.status).toBe(403);
    const tooFew = await api.post(demo.admin, billingPaths.checkout(), {
      price_code: 'change_office_pro_yearly',
      quantity: 1,
    });
    expect(tooFew.status).toBe(400);
    expect((tooFew.body as Record<string, string[]>).quantity?.[0]).toMatch(
      /people are active: keep at least/,
    );
    const starterCancel = await api.post(demo.admin, billingPaths.cancelRenew(), {
      is_cancel: true,
    });
    expect(starterCancel.status).toBe(400);
  });

  it('moves from starter to Change Office Pro yearly at once, with its invoice', async () => {
    const redirect = await api.post<BillingRedirect>(demo.admin, billingPaths.checkout(), {
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
    const customer = await api.get<{ customer_id: string }>(demo.admin, billingPaths.customer());
    expect(customer.body.customer_id).toMatch(/^local-/);
  });

  it('prorates seats and period changes, and cancels or renews at period end', async () => {
    const more = await api.post<SubscriptionDetails>(demo.admin, billingPaths.seats(), {
      quantity: 25,
    });
    expect(more.body.seats).toBe(25);
    const limit = await server.db.execute<{ seat_limit: number }>(
      sql`SELECT seat_limit FROM people_settings WHERE organisation_id = ${await organisationId()}`,
    );
    expect(limit.rows[0]?.seat_limit).toBe(25); // invitations keep to the seats paid for
    const seatInvoice = more.body.invoices[0];
    if (!seatInvoice) throw new Error('No seat invoice');
    // Five more seats for (almost) the whole year just started.
    expect(seatInvoice.total_minor).toBeGreaterThan(5 * 25000 * 0.99);
    expect(seatInvoice.total_minor).toBeLessThanOrEqual(5 * 25000);

    const monthly = await api.post<SubscriptionDetails>(demo.admin, billingPaths.period(), {
      billing_period: 'monthly',
    });
    expect(monthly.body.billing_period).toBe('monthly');
    const switchInvoice = monthly.body.invoices[0];
    if (!switchInvoice) throw new Error('No switch invoice');
    expect(switchInvoice.lines[0]?.amount_minor).toBeLessThan(0); // unused yearly time credited
    expect(switchInvoice.lines[1]?.amount_minor).toBe(25 * 2500);

    const plan = await api.post<SubscriptionDetails>(demo.admin, billingPaths.changePlan(), {
      price_code: 'change_manager_pro_monthly',
    });
    expect(plan.body.plan).toBe('CHANGE_MANAGER_PRO');

    const cancelled = await api.post<SubscriptionDetails>(demo.admin, billingPaths.cancelRenew(), {
      is_cancel: true,
    });
    expect(cancelled.body.cancel_at_period_end).toBe(true);
    const renewed = await api.post<SubscriptionDetails>(demo.admin, billingPaths.cancelRenew(), {
      is_cancel: false,
    });
    expect(renewed.body.cancel_at_period_end).toBe(false);
    const bad = await api.post(demo.admin, billingPaths.cancelRenew(), { is_cancel: 'yes' });
    expect(bad.status).toBe(400);
  });

  it('ends a cancelled plan on the starter plan once its period has run out', async () => {
    await api.post(demo.admin, billingPaths.cancelRenew(), { is_cancel: true });
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
    const stillIn = await api.get(demo.employee, 'get-users-profile/');
    expect(stillIn.status).toBe(200);
    const refused = await api.post<Record<string, string[]>>(demo.admin, invitesPaths.bulk(), {
      emails: 'past.the.seats@example.com',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.emails?.[0]).toMatch(/5 seats and 0 free.*billing page/);
    await server.db.execute(
      sql`UPDATE feature_flags SET enabled = true WHERE organisation_id = ${await organisationId()} AND name = 'no_maximum_users'`,
    );
    const unlimited = await api.post(demo.admin, invitesPaths.bulk(), {
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
      demo.admin,
      'admin-audit-log/?page_size=50',
    );
    expect(log.body.results.filter((e) => e.entity === 'subscription').length).toBeGreaterThan(3);
  });
});
