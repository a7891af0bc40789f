import { describe, expect, it } from 'vitest';
import { demo, useTestServer } from '../../../../tests/support/test-server';

describe('invitations', () => {
  const server = useTestServer();
  const call = async (as: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: await server.authAs(as),
      ...(payload ? { payload } : {}),
    });
  const outbox = async () =>
    (
      (await call(demo.admin, 'GET', 'outbox/?channel=EMAIL&page_size=100')).json().results as {
        id: number;
        recipients: { address: string }[];
        subject: string;
        body_html: string;
      }[]
    ).map((m) => ({ ...m, to: m.recipients[0]?.address }));
  const linkIn = async (to: string) => {
    const message = (await outbox()).find((m) => m.to === to);
    if (!message) throw new Error(`no mail to ${to}`);
    const link = /https?:\/\/[^\s"<]+\/invitations\/[\w-]+/.exec(message.body_html)?.[0];
    if (!link) throw new Error('no link in the mail');
    return new URL(link).pathname;
  };

  it('invites pasted addresses, reporting members and pending invitations, and mails each', async () => {
    const res = await call(demo.admin, 'POST', 'invites/bulk_invite/', {
      emails:
        ' Sam.Stone@example.com; lee.lane@example.com,\nsam.stone@example.com\n' + demo.manager,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.invited.map((i: { email: string }) => i.email)).toEqual([
      'sam.stone@example.com',
      'lee.lane@example.com',
    ]);
    expect(body.invited[0]).toMatchObject({
      status: 'pending',
      role: 'EMPLOYEE',
      sent_count: 1,
      invited_by: { display_name: 'Ada Admin' },
    });
    expect(body.already_members).toEqual([demo.manager]);
    expect(body.duplicates).toEqual(['sam.stone@example.com']);
    const again = await call(demo.admin, 'POST', 'invites/bulk_invite/', {
      emails: ['lee.lane@example.com'],
    });
    expect(again.json()).toMatchObject({ invited: [], already_invited: ['lee.lane@example.com'] });
    const mails = await outbox();
    expect(mails.filter((m) => m.to === 'sam.stone@example.com')).toEqual([
      expect.objectContaining({ subject: 'Join Northwind Health on Changecraft' }),
    ]);
    const eml = await server.app.inject({
      method: 'GET',
      url: `/api/v1/outbox/${mails[0]?.id}/raw/`,
      headers: await server.authAs(demo.admin),
    });
    expect(eml.headers['content-type']).toContain('message/rfc822');
    expect(eml.body).toContain('Subject: Join Northwind Health on Changecraft');
  });

  it('refuses the whole list with a message per bad address', async () => {
    const res = await call(demo.admin, 'POST', 'invites/bulk_invite/', {
      emails: 'ok@example.com, nope, also@bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      emails: ['“nope” is not an email address.', '“also@bad” is not an email address.'],
    });
    const empty = await call(demo.admin, 'POST', 'invites/bulk_invite/', { emails: ' ; ' });
    expect(empty.json()).toEqual({ emails: ['Enter at least one email address.'] });
    expect(
      (await call(demo.manager, 'POST', 'invites/bulk_invite/', { emails: 'x@example.com' }))
        .statusCode,
    ).toBe(403);
  });

  it('resends with a new link and cancels; the old and cancelled links stop working', async () => {
    const invited = (
      await call(demo.admin, 'POST', 'invites/bulk_invite/', { emails: 'rita.reed@example.com' })
    ).json().invited[0];
    const firstLink = await linkIn('rita.reed@example.com');
    const resent = await call(demo.admin, 'POST', 'invites/resend_invite/', { id: invited.id });
    expect(resent.json()).toMatchObject({ sent_count: 2, status: 'pending' });
    expect((await server.app.inject({ method: 'GET', url: firstLink })).statusCode).toBe(404);
    const cancelled = await call(demo.admin, 'POST', 'invites/cancel_invite/', { id: invited.id });
    expect(cancelled.json().status).toBe('cancelled');
    const resendCancelled = await call(demo.admin, 'POST', 'invites/resend_invite/', {
      id: invited.id,
    });
    expect(resendCancelled.statusCode).toBe(400);
    const theirs = await call(demo.otherAdmin, 'POST', 'invites/cancel_invite/', {
      id: invited.id,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('accepts through the link: password set, profile created, the invitation leaves the pending list', async () => {
    await call(demo.admin, 'POST', 'invites/bulk_invite/', {
      emails: 'new.person@example.com',
      role: 'LEADER',
    });
    const link = await linkIn('new.person@example.com');
    const page = await server.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('new.person@example.com');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const short = await server.app.inject({
      method: 'POST',
      url: link,
      headers: form,
      payload: 'first_name=Nina&last_name=New&password=short&password_confirm=short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Choose a password of at least 10 characters.');
    const done = await server.app.inject({
      method: 'POST',
      url: link,
      headers: form,
      payload:
        'first_name=Nina&last_name=New&password=long-enough-pw&password_confirm=long-enough-pw',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toMatch(/\/user-config$/);
    const me = await call('new.person@example.com', 'GET', 'get-users-profile/');
    expect(me.json()).toMatchObject({ display_name: 'Nina New', role: 'LEADER' });
    const list = (await call(demo.admin, 'GET', 'invites/?excludeAccepted=true')).json();
    expect(list.map((i: { email: string }) => i.email)).not.toContain('new.person@example.com');
    const all = (await call(demo.admin, 'GET', 'invites/')).json();
    expect(all.find((i: { email: string }) => i.email === 'new.person@example.com').status).toBe(
      'accepted',
    );
    expect((await server.app.inject({ method: 'GET', url: link })).statusCode).toBe(410);
  });

  it('lets a pending invitation expire: listed as expired, its link refused, a resend renews it', async () => {
    const invited = (
      await call(demo.admin, 'POST', 'invites/bulk_invite/', { emails: 'late.larry@example.com' })
    ).json().invited[0];
    const link = await linkIn('late.larry@example.com');
    await server.pool.query(
      "UPDATE invites SET expires_at = now() - interval '1 minute' WHERE id = $1",
      [invited.id],
    );
    const listed = (await call(demo.admin, 'GET', 'invites/')).json();
    expect(listed.find((i: { id: number }) => i.id === invited.id).status).toBe('expired');
    const page = await server.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This invitation has expired');
    const resent = await call(demo.admin, 'POST', 'invites/resend_invite/', { id: invited.id });
    expect(resent.json()).toMatchObject({ status: 'pending', sent_count: 2 });
  });

  it('keeps to the seats of the organisation’s plan (billing’s), unless it has no maximum', async () => {
    const { sql } = await import('drizzle-orm');
    const org = sql`(SELECT organisation_id FROM user_profiles WHERE email = ${demo.admin})`;
    const seats = await server.db.execute<{ seats: number }>(
      sql`SELECT seats FROM subscriptions WHERE organisation_id = ${org}`,
    );
    await server.db.execute(sql`UPDATE subscriptions SET seats = 1 WHERE organisation_id = ${org}`);
    try {
      const res = await call(demo.admin, 'POST', 'invites/bulk_invite/', {
        emails: 'over.limit@example.com',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().emails[0]).toMatch(/has 1 seats and 0 free.*billing page/);
    } finally {
      await server.db.execute(
        sql`UPDATE subscriptions SET seats = ${seats.rows[0]?.seats ?? 50} WHERE organisation_id = ${org}`,
      );
    }
  });
});
