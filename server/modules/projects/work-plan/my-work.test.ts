import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverablesPaths, milestonesPaths } from '@contract/projects/work-plan';
import type { Deliverable, Milestone } from '@contract/projects/work-plan.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

/**
 * `?mine=true`: the open deliverables and milestones of every live project the user is on, in one
 * call (Home and the Outlook pane read this instead of one call per project).
 */
describe('my open work across projects', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let me: MadeUser;
  let names: Record<'mine' | 'other' | 'archived' | 'closed' | 'stranger', string>;

  beforeAll(async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    const elsewhere = await make.organisation();
    me = await make.user(org, { role: 'CHANGE_MANAGER' });
    const colleague = await make.user(org, { role: 'CHANGE_MANAGER' });
    const stranger = await make.user(elsewhere, { role: 'CHANGE_MANAGER' });
    const ours = await make.project(org, { team: [me, colleague] });
    const theirs = await make.project(org, { team: [colleague] });
    const shelved = await make.project(org, { team: [me], archived: true });
    const foreign = await make.project(elsewhere, { team: [stranger] });
    const closed = await make.milestone(org, ours);
    await server.db.execute(sql`UPDATE milestones SET state = 'Closed' WHERE id = ${closed.id}`);
    names = {
      mine: (await make.milestone(org, ours)).name,
      other: (await make.milestone(org, theirs)).name,
      archived: (await make.milestone(org, shelved)).name,
      closed: closed.name,
      stranger: (await make.milestone(elsewhere, foreign)).name,
    };
    await make.deliverable(org, ours, { name: 'Our guide' });
    await make.deliverable(org, theirs, { name: 'Their guide' });
  });

  it('answers the open milestones and deliverables of my live projects only', async () => {
    const milestones = await api.get<Milestone[]>(me.email, milestonesPaths.list({ mine: true }));
    expect(milestones.status).toBe(200);
    expect(milestones.body.map((m) => m.name)).toEqual([names.mine]);

    const deliverables = await api.get<Deliverable[]>(
      me.email,
      deliverablesPaths.list({ mine: true }),
    );
    expect(deliverables.status).toBe(200);
    expect(deliverables.body.map((d) => d.name)).toEqual(['Our guide']);
  });

  it('still asks which items without a project, an assessment or mine', async () => {
    const res = await api.get(me.email, 'milestones/?mine=false');
    expect(res.status).toBe(400);
  });
});
