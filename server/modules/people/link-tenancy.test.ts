import { describe, expect, it } from 'vitest';
import { requestPoolOf } from '../../db/client';
import { invites } from '../../db/schema/people-invites';
import { withTenant } from '../../db/tenant';
import { factories } from '../../../tests/support/factories';
import { useTestServer } from '../../../tests/support/test-server';
import { newLinkToken } from './invites/tokens';
import { withHashedLink } from './link-tenancy';

describe('invitation and verification links', () => {
  const server = useTestServer();

  async function inviteIn(org: { id: number }, email: string) {
    const { token, hash } = newLinkToken();
    await withTenant(server.db, org.id, (tx) =>
      tx.insert(invites).values({ email, tokenHash: hash, expiresAt: new Date(Date.now() + 1e8) }),
    );
    return { token, hash };
  }

  it('shows a caller without organisation the one row of its token and nothing else', async () => {
    const make = factories(server.db);
    const [one, two] = [await make.organisation(), await make.organisation()];
    const mine = await inviteIn(one, 'mine@example.com');
    await inviteIn(one, 'colleague@example.com');
    await inviteIn(two, 'elsewhere@example.com');

    const client = await requestPoolOf(server.db).connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `SELECT set_config('role', 'changecraft_app', true), set_config('app.link_token_hash', $1, true)`,
        [mine.hash],
      );
      const seen = await client.query<{ email: string }>('SELECT email FROM invites');
      expect(seen.rows.map((r) => r.email)).toEqual(['mine@example.com']);
      const people = await client.query('SELECT id FROM user_profiles');
      expect(people.rowCount).toBe(0);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
  });

  it("runs the work as the link's organisation, under RLS, and not at all for an unknown token", async () => {
    const make = factories(server.db);
    const [one, two] = [await make.organisation(), await make.organisation()];
    const link = await inviteIn(two, 'joining@example.com');
    await inviteIn(one, 'other@example.com');

    const emails = await withHashedLink(server.db, 'invites', link.token, async (tx) =>
      (await tx.select({ email: invites.email }).from(invites)).map((r) => r.email),
    );
    expect(emails).toEqual(['joining@example.com']);

    let called = false;
    const unknown = await withHashedLink(server.db, 'invites', newLinkToken().token, async () => {
      called = true;
    });
    expect(unknown).toBeUndefined();
    expect(called).toBe(false);
    expect(await withHashedLink(server.db, 'invites', 'short', async () => 1)).toBeUndefined();
  });
});
