import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commsDeliveriesPaths } from '@contract/comms/deliveries';
import type { DeliverySummary } from '@contract/comms/deliveries.schema';
import { communityFeedPaths, yammerPostPaths } from '@contract/comms/yammer-posts';
import type { CommunityPost, YammerPost } from '@contract/comms/yammer-posts.schema';
import { projectGroupsPaths } from '@contract/groups/project-groups';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';
import { userProfiles } from '../../../db/schema/people';
import { departments } from '../../../db/schema/reference-data';
import { withTenant } from '../../../db/tenant';
import { readBackRecentDeliveries } from '../deliveries/read-back-job';
import type { VivaEngagePort } from '../../../integrations/graph/viva-engage';

/**
 * Likes and replies to a Viva Engage post are read back through the port: locally, people like
 * and reply in the app's community view, in the communities they belong to, and each community's
 * row then counts as opened and acted, with the people who did, per community and in the CSV.
 */
describe('Viva Engage post reactions', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let manager: MadeUser;
  let nurse: MadeUser;
  let porter: MadeUser;
  let project: { id: number };
  let ward: number;

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    nurse = await make.user(org, { role: 'EMPLOYEE', firstName: 'Nia', lastName: 'Nurse' });
    porter = await make.user(org, { role: 'EMPLOYEE', firstName: 'Pat', lastName: 'Porter' });
    project = await make.project(org, { team: [manager] });
    ward = await withTenant(server.db, org.id, async (tx) => {
      const [row] = await tx
        .insert(departments)
        .values({ name: 'Ward 4' })
        .returning({ id: departments.id });
      await tx
        .update(userProfiles)
        .set({ departmentId: row?.id })
        .where(eq(userProfiles.id, nurse.id));
      return row?.id ?? 0;
    });
    // Both are in a group the project targets, so both see the project.
    const group = await api.post(manager.email, projectGroupsPaths.create(project.id), {
      group_type: 'Impacted',
      group_role: 'IMPACTED_EMPLOYEES',
      name: 'Ward staff',
      members: [nurse.id, porter.id],
    });
    expect(group.status).toBe(201);
  });

  it('counts the people who liked or replied in each community, read back through the port', async () => {
    const posted = await api.post<YammerPost>(manager.email, yammerPostPaths.create, {
      project: project.id,
      subject: 'Rota goes live',
      body: 'Ask your questions here',
      communities: ['all-company', `department-${ward}`],
      is_draft: false,
    });
    expect(posted.body.delivery).toMatchObject({ sent: 2, delivered: 2, opened: 0, acted: 0 });

    // The porter is not in Ward 4: they see the post in All company only.
    const porterFeed = await api.get<CommunityPost[]>(
      porter.email,
      communityFeedPaths.list(project.id),
    );
    expect(porterFeed.body.map((p) => p.community)).toEqual(['All company']);
    const nurseFeed = await api.get<CommunityPost[]>(
      nurse.email,
      communityFeedPaths.list(project.id),
    );
    expect(nurseFeed.body.map((p) => p.community).sort()).toEqual(['All company', 'Ward 4']);
    const inWard = nurseFeed.body.find((p) => p.community === 'Ward 4');
    const inAll = nurseFeed.body.find((p) => p.community === 'All company');
    if (!inWard || !inAll) throw new Error('the nurse sees both');
    expect(
      (await api.post(porter.email, communityFeedPaths.like(inWard.id), { liked: true })).status,
    ).toBe(404);

    const liked = await api.post<CommunityPost>(nurse.email, communityFeedPaths.like(inWard.id), {
      liked: true,
    });
    expect(liked.body).toMatchObject({ likes: 1, liked: true });
    const replied = await api.post<CommunityPost>(
      nurse.email,
      communityFeedPaths.reply(inWard.id),
      { body: 'Does it cover nights?' },
    );
    expect(replied.body.replies).toEqual([
      expect.objectContaining({ author: 'Nia Nurse', body: 'Does it cover nights?', mine: true }),
    ]);
    await api.post(porter.email, communityFeedPaths.like(inAll.id), { liked: true });
    await api.post(nurse.email, communityFeedPaths.like(inAll.id), { liked: true });
    // A like taken back no longer counts.
    await api.post(nurse.email, communityFeedPaths.like(inAll.id), { liked: false });
    const bad = await api.post(nurse.email, communityFeedPaths.reply(inAll.id), { body: ' ' });
    expect(bad.status).toBe(400);

    const summary = await api.get<DeliverySummary>(
      manager.email,
      commsDeliveriesPaths.summary('YAMMER_POST', posted.body.id),
    );
    expect(summary.body).toMatchObject({
      sent: 2,
      delivered: 2,
      opened: 2,
      acted: 2,
      failed: 0,
      acted_people: 2,
    });
    expect(
      summary.body.by_group.map((g) => [g.group_name, g.delivered, g.acted, g.acted_people]),
    ).toEqual([
      ['All company', 1, 1, 1],
      ['Ward 4', 1, 1, 1],
    ]);
    const csv = await server.app.inject({
      method: 'GET',
      url: `/api/v1/${commsDeliveriesPaths.csv('YAMMER_POST', posted.body.id)}`,
      headers: await server.authAs(manager.email),
    });
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/,reach,acted_people$/);
    expect(lines.slice(1).map((l) => l.split(',').at(-1))).toEqual(['1', '1']);
  });

  it("brings reactions into the post's own figures on the schedule, with nobody opening them", async () => {
    const posted = await api.post<YammerPost>(manager.email, yammerPostPaths.create, {
      project: project.id,
      subject: 'Canteen hours',
      body: 'Open until eight',
      communities: ['all-company'],
      is_draft: false,
    });
    const feed = await api.get<CommunityPost[]>(porter.email, communityFeedPaths.list(project.id));
    const row = feed.body.find((p) => p.subject === 'Canteen hours');
    if (!row) throw new Error('the porter sees the post');
    await api.post(porter.email, communityFeedPaths.reply(row.id), { body: 'Weekends too?' });
    const before = await api.get<YammerPost>(manager.email, yammerPostPaths.detail(posted.body.id));
    expect(before.body.delivery).toMatchObject({ delivered: 1, opened: 0, acted: 0 });

    const read = await withTenant(server.db, org.id, (tx) =>
      readBackRecentDeliveries(tx, server.app.integrations),
    );
    expect(read.posts).toBeGreaterThanOrEqual(1);
    const after = await api.get<YammerPost>(manager.email, yammerPostPaths.detail(posted.body.id));
    expect(after.body.delivery).toMatchObject({ delivered: 1, opened: 1, acted: 1 });

    // Nothing new since: the next read-back writes nothing (a row's xmin moves with any write),
    // so no cached answer is emptied for it.
    const versions = () =>
      withTenant(server.db, org.id, async (tx) => {
        const res = await tx.execute<{ v: string }>(
          sql`SELECT string_agg(id || ':' || xmin::text, ',' ORDER BY id) AS v FROM comms_deliveries`,
        );
        return res.rows[0]?.v;
      });
    const unchanged = await versions();
    await withTenant(server.db, org.id, (tx) =>
      readBackRecentDeliveries(tx, server.app.integrations),
    );
    expect(await versions()).toBe(unchanged);
  });

  it('keeps the figures as they were while the provider cannot say', async () => {
    const posted = await api.post<YammerPost>(manager.email, yammerPostPaths.create, {
      project: project.id,
      subject: 'Parking changes',
      body: 'New permits',
      communities: ['all-company'],
      is_draft: false,
    });
    const local = server.app.integrations.vivaEngage;
    const silent: VivaEngagePort = {
      communities: (o) => local.communities(o),
      post: (p) => local.post(p),
      reach: (o, c) => local.reach(o, c),
      reactions: () => Promise.reject(new Error('Viva Engage refused to read the thread (503).')),
    };
    server.app.integrations.vivaEngage = silent;
    try {
      const summary = await api.get<DeliverySummary>(
        manager.email,
        commsDeliveriesPaths.summary('YAMMER_POST', posted.body.id),
      );
      expect(summary.body).toMatchObject({ delivered: 1, opened: 0, acted: 0, acted_people: null });
      // Without the local default there is no community view in the app.
      expect((await api.get(nurse.email, communityFeedPaths.list(project.id))).status).toBe(404);
    } finally {
      server.app.integrations.vivaEngage = local;
    }
  });
});
