import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeNarrativePaths } from '@contract/projects/narrative';
import { projectsPaths } from '@contract/projects/projects';
import type { Project } from '@contract/projects/projects.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

/** The "Getting set up" guide is read from the project's data, never ticked by hand. */
describe('the set-up guide follows the project’s data', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let make: ReturnType<typeof factories>;
  let org: MadeOrganisation;
  let manager: MadeUser;

  beforeAll(async () => {
    make = factories(server.db);
    org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
  });

  const stepsOf = async (projectId: number) =>
    (await api.get<Project>(manager.email, projectsPaths.detail(projectId))).body
      .workflow_guide_steps_completed;

  it('starts empty and ticks each step as the data arrives', async () => {
    const project = await make.project(org, { team: [manager] });
    expect(await stepsOf(project.id)).toEqual([]);

    await api.patch(manager.email, projectsPaths.update(project.id), {
      business_objective: 'Fewer missed shifts.',
    });
    expect(await stepsOf(project.id)).toEqual(['objective']);

    const colleague = await make.user(org, { role: 'EMPLOYEE' });
    await api.patch(manager.email, projectsPaths.update(project.id), {
      team_member_ids: [manager.id, colleague.id],
    });
    const change = await make.change(org, project);
    expect(await stepsOf(project.id)).toEqual(['objective', 'team']);
    await server.db.execute(
      sql`UPDATE changes SET go_live_date = current_date + 30 WHERE id = ${change.id}`,
    );

    const narrative = changeNarrativePaths.detail(project.id);
    await api.post(manager.email, narrative, { content: '<p></p>' });
    expect(await stepsOf(project.id)).toEqual(['objective', 'team', 'changes']);
    const saved = await api.patch(manager.email, narrative, {
      content: '<p>Every nurse swaps shifts on the phone.</p>',
      version: 1,
    });
    expect(saved.status).toBe(200);

    const stream = await make.workstream(org, project);
    await make.metric(org, project);
    expect(await stepsOf(project.id)).toEqual([
      'objective',
      'team',
      'changes',
      'narrative',
      'metrics',
    ]);
    await make.milestone(org, project, { workstream: stream });
    expect(await stepsOf(project.id)).toEqual([
      'objective',
      'team',
      'changes',
      'narrative',
      'plan',
      'metrics',
    ]);
  });

  it('no longer takes ticks from the client', async () => {
    const project = await make.project(org, { team: [manager] });
    const res = await api.patch(manager.email, projectsPaths.update(project.id), {
      workflow_guide_steps_completed: ['objective'],
    });
    expect(res.status).toBe(400);
    expect(await stepsOf(project.id)).toEqual([]);
  });
});
