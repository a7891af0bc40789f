import { beforeAll, describe, expect, it } from 'vitest';
import { projectsPaths } from '@contract/projects/projects';
import type { Project } from '@contract/projects/projects.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

/**
 * Who may read and edit a project (DESIGN.md §5), on rows made by factories: team members edit
 * it, a change manager off the team reads only, the change office edits everything, an employee
 * not targeted by it does not see it, and another organisation gets 404.
 */
describe('a project’s team edits it', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let people: Record<'member' | 'offTeam' | 'office' | 'employee' | 'stranger', MadeUser>;
  let project: { id: number; name: string };

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    const other = await make.organisation();
    people = {
      member: await make.user(org, { role: 'CHANGE_MANAGER' }),
      offTeam: await make.user(org, { role: 'CHANGE_MANAGER' }),
      office: await make.user(org, { role: 'CHANGE_OFFICE' }),
      employee: await make.user(org, { role: 'EMPLOYEE' }),
      stranger: await make.user(other, { role: 'ADMIN' }),
    };
    project = await make.project(org, { team: [people.member] });
  });

  it('lets a team member and the change office edit, and nobody else', async () => {
    const rename = (who: MadeUser, name: string) =>
      api.patch<Project>(who.email, projectsPaths.update(project.id), { name });
    expect((await rename(people.member, 'Renamed by the team')).status).toBe(200);
    expect((await rename(people.office, 'Renamed by the office')).status).toBe(200);
    expect((await rename(people.offTeam, 'Taken over')).status).toBe(403);
    expect((await rename(people.employee, 'Taken over')).status).toBe(404);
    expect((await rename(people.stranger, 'Taken over')).status).toBe(404);
    const read = await api.get<Project>(people.offTeam.email, projectsPaths.detail(project.id));
    expect(read.status).toBe(200);
    expect(read.body.name).toBe('Renamed by the office');
    expect(read.body.team.map((m) => m.id)).toEqual([people.member.id]);
  });
});
