import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organisationPaths } from '../../../../contract/admin/organisation';
import type { OrganisationSize } from '../../../../contract/admin/organisation.schema';
import { billingPaths, type SubscriptionStatus } from '../../../../contract/billing/plans';
import type { SubscriptionDetails } from '../../../../contract/billing/subscription.schema';
import { apiClient } from '../../../../tests/support/api';
import {
  factories,
  type MadeOrganisation,
  type MadeUser,
} from '../../../../tests/support/factories';
import { multipartBody } from '../../../../tests/support/multipart';
import { useTestServer } from '../../../../tests/support/test-server';
import { withTenant } from '../../../db/tenant';
import { resolveDirectoryPeople } from '../../groups/directory-sync';

type Fields = Record<string, string[]>;

/**
 * The seat limit has one source, the subscription: for each state an organisation can be in,
 * what the billing page shows is what every way in (invitations, reactivation, CSV import,
 * directory sync, "Add person") enforces.
 */
describe('one seat limit, from billing, in every organisation state', () => {
  const server = useTestServer();
  const api = apiClient(server);
  // The server (and its database) exists once the suite starts.
  const make = () => factories(server.db);
  let n = 0;
  const address = () => `seat.${Date.now()}.${(n += 1)}@example.com`;

  /** An organisation with `active` people (its admin among them) and one deactivated. */
  async function organisation(active: number) {
    const org = await make().organisation();
    const admin = await make().user(org, { role: 'ADMIN' });
    for (let i = 1; i < active; i += 1) await make().user(org);
    const away = await make().user(org, { isActive: false });
    return { org, admin, away };
  }

  async function subscribe(
    org: MadeOrganisation,
    terms: { plan: string; seats: number; status: SubscriptionStatus; endsInDays: number },
    cancelAtPeriodEnd = false,
  ) {
    await server.db.execute(sql`
      INSERT INTO subscriptions (organisation_id, plan, billing_period, seats, status,
        cancel_at_period_end, current_period_start, current_period_end, provider)
      VALUES (${org.id}, ${terms.plan}, 'monthly', ${terms.seats}, ${terms.status},
        ${cancelAtPeriodEnd}, now() - interval '20 days',
        now() + make_interval(days => ${terms.endsInDays}), 'local')`);
  }

  const page = async (admin: MadeUser) => {
    const res = await api.get<SubscriptionDetails>(admin.email, billingPaths.subscription());
    expect(res.status).toBe(200);
    return res.body;
  };
  const invite = (admin: MadeUser, count: number) =>
    api.post<Fields>(admin.email, 'invites/bulk_invite/', {
      emails: Array.from({ length: count }, address).join(', '),
    });
  const addPerson = (admin: MadeUser) =>
    api.post<Fields>(admin.email, 'user_profiles/', { email: address(), first_name: 'New' });
  const reactivate = (admin: MadeUser, person: MadeUser) =>
    api.patch<Fields>(admin.email, 'deactivate-user/', { user_id: person.id, is_active: true });
  const importOne = async (admin: MadeUser) => {
    const csv = `Email,First name,Last name\n${address()},Ida,Import\n`;
    const form = multipartBody(
      {},
      { field: 'file', filename: 'people.csv', contentType: 'text/csv', data: Buffer.from(csv) },
    );
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/load-users-from-csv/',
      payload: form.payload,
      headers: { ...form.headers, ...(await server.authAs(admin.email)) },
    });
    return { status: res.statusCode, body: res.json<Fields>() };
  };
  const syncOne = (org: MadeOrganisation) =>
    withTenant(server.db, org.id, async (tx) => {
      const email = address();
      await resolveDirectoryPeople(tx, [
        {
          externalId: `oid-${email}`,
          email,
          firstName: 'Dee',
          lastName: 'Directory',
          jobTitle: null,
          department: null,
          site: null,
        },
      ]);
    }).then(
      () => ({ status: 200, body: {} as Fields }),
      (err: { statusCode?: number; body?: Fields }) => ({
        status: err.statusCode ?? 500,
        body: err.body ?? {},
      }),
    );

  /** The page's seats, and the refusal of one more than its free seats with the same figures. */
  async function expectEnforced(admin: MadeUser, seats: number, free: number) {
    const shown = await page(admin);
    expect(shown).toMatchObject({ seats, seats_free: free, seats_unlimited: false });
    const size = await api.get<OrganisationSize>(admin.email, organisationPaths.size());
    expect(size.body.seats).toBe(seats);
    const over = await invite(admin, free + 1);
    expect(over.status).toBe(400);
    expect(over.body.emails?.[0]).toContain(`${seats} seats and ${free} free`);
    expect(over.body.emails?.[0]).toMatch(/billing page/);
    if (free > 0) expect((await invite(admin, free)).status).toBeLessThan(300);
    expect((await page(admin)).seats_free).toBe(0);
  }

  it('never subscribed: the starter plan’s 5 seats bind every way in, until no maximum users', async () => {
    const { org, admin, away } = await organisation(3);
    const start = await page(admin);
    expect(start).toMatchObject({
      plan: 'CHANGE_STARTER',
      status: 'active',
      seats: 5,
      seats_used: 3,
      seats_pending: 0,
      seats_free: 2,
    });
    expect((await addPerson(admin)).status).toBe(201);
    expect((await invite(admin, 1)).status).toBeLessThan(300);
    expect(await page(admin)).toMatchObject({ seats_used: 4, seats_pending: 1, seats_free: 0 });

    const refusals = [
      ['email', await addPerson(admin)],
      ['emails', await invite(admin, 1)],
      ['user_id', await reactivate(admin, away)],
      ['file', await importOne(admin)],
      ['directory_group_id', await syncOne(org)],
    ] as const;
    for (const [field, res] of refusals) {
      expect(res.status, field).toBe(400);
      expect(res.body[field]?.[0], field).toBe(
        'Your organisation has 5 seats and 0 free on Change Starter: 1 more would pass the limit. Add seats on the billing page.',
      );
    }
    expect((await page(admin)).seats_used).toBe(4); // nothing was written

    await server.db.execute(
      sql`UPDATE feature_flags SET enabled = true WHERE organisation_id = ${org.id} AND name = 'no_maximum_users'`,
    );
    expect(await page(admin)).toMatchObject({ seats_unlimited: true, seats_free: null });
    const size = await api.get<OrganisationSize>(admin.email, organisationPaths.size());
    expect(size.body.seats).toBeNull();
    expect((await addPerson(admin)).status).toBe(201);
    expect((await invite(admin, 1)).status).toBeLessThan(300);
    expect((await reactivate(admin, away)).status).toBe(200);
    expect((await importOne(admin)).status).toBeLessThan(300);
    expect((await syncOne(org)).status).toBe(200);
    expect((await page(admin)).seats_used).toBe(8);
  });

  it('on a trial: the trial’s seats; once it runs out unpaid, the starter plan’s', async () => {
    const { org, admin } = await organisation(4);
    await subscribe(org, {
      plan: 'CHANGE_OFFICE_PRO',
      seats: 7,
      status: 'trialing',
      endsInDays: 10,
    });
    expect(await page(admin)).toMatchObject({ plan: 'CHANGE_OFFICE_PRO', status: 'trialing' });
    await expectEnforced(admin, 7, 3);

    await server.db.execute(
      sql`UPDATE subscriptions SET current_period_end = now() - interval '1 day' WHERE organisation_id = ${org.id}`,
    );
    // Enforcement sees the ended trial before anyone opens the billing page.
    const refused = await addPerson(admin);
    expect(refused.body.email?.[0]).toContain('5 seats and 0 free on Change Starter');
    expect(await page(admin)).toMatchObject({
      plan: 'CHANGE_STARTER',
      status: 'active',
      seats: 5,
      seats_used: 4,
      seats_pending: 3,
      seats_free: 0,
    });
  });

  it('on a paid plan: the seats paid for, with open invitations holding theirs', async () => {
    const { org, admin } = await organisation(3);
    await subscribe(org, {
      plan: 'CHANGE_MANAGER_PRO',
      seats: 6,
      status: 'active',
      endsInDays: 10,
    });
    await expectEnforced(admin, 6, 3);
    const tooFew = await api.post<Fields>(admin.email, billingPaths.seats(), { quantity: 5 });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.quantity?.[0]).toMatch(/3 people are active and 3 invitations are open/);
    const more = await api.post<SubscriptionDetails>(admin.email, billingPaths.seats(), {
      quantity: 8,
    });
    expect(more.body).toMatchObject({ seats: 8, seats_free: 2 });
    expect((await invite(admin, 2)).status).toBeLessThan(300);
    expect((await invite(admin, 1)).status).toBe(400);
  });

  it('past due: the seats stay as paid for while the payment is retried', async () => {
    const { org, admin } = await organisation(2);
    await subscribe(org, {
      plan: 'CHANGE_OFFICE_PRO',
      seats: 4,
      status: 'past_due',
      endsInDays: 3,
    });
    expect((await page(admin)).status).toBe('past_due');
    await expectEnforced(admin, 4, 2);
  });

  it('cancelled and ended: the starter plan’s 5 seats, nobody locked out', async () => {
    const { org, admin } = await organisation(7);
    await subscribe(
      org,
      { plan: 'CHANGE_OFFICE_PRO', seats: 10, status: 'active', endsInDays: -1 },
      true,
    );
    const refused = await invite(admin, 1);
    expect(refused.body.emails?.[0]).toContain('5 seats and 0 free on Change Starter');
    expect(await page(admin)).toMatchObject({
      plan: 'CHANGE_STARTER',
      seats: 5,
      seats_used: 7,
      seats_free: 0,
      cancel_at_period_end: false,
    });
    expect((await api.get(admin.email, 'get-users-profile/')).status).toBe(200);
  });

  it('a plan that ends with invitations open: invitees join while a seat is free, then wait', async () => {
    const { org, admin } = await organisation(4);
    await subscribe(org, { plan: 'CHANGE_OFFICE_PRO', seats: 10, status: 'active', endsInDays: 5 });
    const invited = [address(), address()];
    const sent = await api.post(admin.email, 'invites/bulk_invite/', {
      emails: invited.join(', '),
    });
    expect(sent.status).toBeLessThan(300);
    // The paid period ends unrenewed: the starter plan's 5 seats, with 4 people active.
    await server.db.execute(sql`
      UPDATE subscriptions SET cancel_at_period_end = true, current_period_end = now() - interval '1 day'
      WHERE organisation_id = ${org.id}`);
    const mails = await api.get<{
      results: { recipients: { address: string }[]; body_html: string }[];
    }>(admin.email, 'outbox/?channel=EMAIL&page_size=100');
    const linkTo = (to: string) => {
      const mail = mails.body.results.find((m) => m.recipients[0]?.address === to);
      const link = /https?:\/\/[^\s"<]+\/invitations\/[\w-]+/.exec(mail?.body_html ?? '')?.[0];
      if (!link) throw new Error(`no invitation mailed to ${to}`);
      return new URL(link).pathname;
    };
    const accept = (to: string) =>
      server.app.inject({
        method: 'POST',
        url: linkTo(to),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload:
          'first_name=Ina&last_name=Invited&password=long-enough-pw&password_confirm=long-enough-pw',
      });

    expect((await accept(invited[0] ?? '')).statusCode).toBe(303);
    const waiting = await accept(invited[1] ?? '');
    expect(waiting.statusCode).toBe(409);
    expect(waiting.body).toContain('has no free seat for you yet');
    expect(await page(admin)).toMatchObject({ seats: 5, seats_used: 5, seats_pending: 1 });

    // Seats added (here: no maximum users) and the same link works.
    await server.db.execute(
      sql`UPDATE feature_flags SET enabled = true WHERE organisation_id = ${org.id} AND name = 'no_maximum_users'`,
    );
    expect((await accept(invited[1] ?? '')).statusCode).toBe(303);
    expect(await page(admin)).toMatchObject({ seats_used: 6, seats_pending: 0 });
  });
});
