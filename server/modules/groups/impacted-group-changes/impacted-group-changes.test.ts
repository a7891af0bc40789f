import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import { impactedGroupChangesPaths as paths } from '../../../../contract/groups/impacted-group-changes';
import type { ImpactedGroupChange } from '../../../../contract/groups/impacted-group-changes.schema';
import { projectContributionsPaths } from '../../../../contract/groups/project-contributions';
import type { ProjectContribution } from '../../../../contract/groups/project-contributions.schema';
import { apiClient, seededId, seededPeople, seededProjects } from '../../../../tests/support/api';
import { demo, useTestServer } from '../../../../tests/support/test-server';

describe('the change × group matrix and project contributions', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let epr: number;
  let leeds: number;
  let clinical: number;
  let team: number;
  let medication: number;
  let accounts: number;
  const id = async (q: ReturnType<typeof sql>) =>
    (await server.db.execute<{ id: number }>(q)).rows[0]?.id ?? 0;
  beforeAll(async () => {
    epr = await seededId(server, 'projects', seededProjects.epr);
    leeds = await id(sql`SELECT id FROM project_groups WHERE name = 'Leeds site'`);
    clinical = await id(
      sql`SELECT id FROM project_groups WHERE name = 'Clinical and patient-facing staff'`,
    );
    team = await id(sql`SELECT id FROM project_groups WHERE name = 'EPR delivery team'`);
    medication = await seededId(server, 'changes', 'Electronic medication administration');
    accounts = await seededId(server, 'changes', 'Accounts payable centralised');
  });

  describe('impacted-group-changes/', () => {
    it('lists a project’s cells, one group’s, those in deployment, or with time totals', async () => {
      const all = await api.get<ImpactedGroupChange[]>(
        demo.employee,
        paths.list({ projectId: epr }),
      );
      expect(all.status).toBe(200);
      expect(all.body).toHaveLength(6);
      const group = await api.get<ImpactedGroupChange[]>(
        demo.manager,
        paths.list({ impactedGroupId: leeds }),
      );
      expect(group.body.map((c) => [c.change_name, c.impact_level, c.hours_per_person])).toEqual([
        ['Bedside electronic charting', 'HIGH', 3],
        ['Paper chart retirement', 'LOW', 0.5],
      ]);
      const deploying = await api.get<ImpactedGroupChange[]>(
        demo.manager,
        paths.list({ projectId: epr, inDeployment: true }),
      );
      expect(deploying.body.map((c) => c.impacted_group_name)).toEqual([
        'Clinical and patient-facing staff',
        'Leeds site',
      ]);
      const time = await api.get<ImpactedGroupChange[]>(
        demo.manager,
        paths.list({ impactedGroupId: clinical, assigningActivityTimeCommitment: true }),
      );
      expect(time.body[0]).toMatchObject({
        change_name: 'Bedside electronic charting',
        member_count: 3,
        total_hours: 18,
      });
      const none = await api.get<FieldErrors>(demo.manager, paths.list({}));
      expect(none.status).toBe(400);
      expect((await api.get(demo.otherAdmin, paths.list({ projectId: epr }))).status).toBe(404);
    });

    it('rates a change for a group, once, only within the same project', async () => {
      const res = await api.post<ImpactedGroupChange>(demo.manager, paths.create(), {
        impacted_group: leeds,
        change: medication,
        impact_level: 'MEDIUM',
        hours_per_person: 2.5,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        impact_level: 'MEDIUM',
        hours_per_person: 2.5,
        deployment_state: 'NOT_YET_DEPLOYED',
      });
      const twice = await api.post<FieldErrors>(demo.manager, paths.create(), {
        impacted_group: leeds,
        change: medication,
        impact_level: 'LOW',
      });
      expect(twice.body.non_field_errors).toBeDefined();
      const other = await api.post<FieldErrors>(demo.manager, paths.create(), {
        impacted_group: leeds,
        change: accounts,
        impact_level: 'LOW',
      });
      expect(other.body.change).toEqual(['Choose a change of the same project.']);
      const level = await api.post<FieldErrors>(demo.manager, paths.create(), {
        impacted_group: leeds,
        change: medication,
        impact_level: 'HUGE',
        hours_per_person: -1,
      });
      expect(Object.keys(level.body).sort()).toEqual(['hours_per_person', 'impact_level']);
      expect(
        (
          await api.post(demo.leader, paths.create(), {
            impacted_group: clinical,
            change: medication,
            impact_level: 'LOW',
          })
        ).status,
      ).toBe(403);
    });

    it('updates and deletes a cell as someone who edits the project', async () => {
      const [cell] = (
        await api.get<ImpactedGroupChange[]>(demo.manager, paths.list({ impactedGroupId: leeds }))
      ).body;
      const res = await api.patch<ImpactedGroupChange>(demo.manager, paths.detail(cell?.id ?? 0), {
        impact_level: 'VERY_HIGH',
        deployment_state: 'COMPLETED',
        hours_per_person: 4,
      });
      expect(res.body).toMatchObject({
        impact_level: 'VERY_HIGH',
        deployment_state: 'COMPLETED',
        hours_per_person: 4,
      });
      expect(
        (await api.patch(demo.employee, paths.detail(cell?.id ?? 0), { impact_level: 'LOW' }))
          .status,
      ).toBe(403);
      expect(
        (await api.patch(demo.otherAdmin, paths.detail(cell?.id ?? 0), { impact_level: 'LOW' }))
          .status,
      ).toBe(404);
      expect((await api.delete(demo.manager, paths.detail(cell?.id ?? 0))).status).toBe(204);
      expect((await api.delete(demo.manager, paths.detail(cell?.id ?? 0))).status).toBe(404);
    });
  });

  describe('project-contributions/', () => {
    it('lists what each person of a group contributes', async () => {
      const res = await api.get<ProjectContribution[]>(
        demo.leader,
        projectContributionsPaths.list(team),
      );
      expect(res.body.map((c) => [c.person.display_name, c.role, c.contribution_percent])).toEqual([
        ['Maya Manager', 'Change lead', 60],
        ['Priya Patel', 'Training lead', 40],
      ]);
    });

    it('replaces the whole set at project-contributions/1/: listed people kept or added, others dropped', async () => {
      const maya = await seededId(server, 'user_profiles', demo.manager);
      const priya = await seededId(server, 'user_profiles', seededPeople.priya);
      const res = await api.patch<ProjectContribution[]>(
        demo.manager,
        projectContributionsPaths.bulkUpdate(),
        {
          group: team,
          contributions: [{ person: maya, role: 'Change lead', contribution_percent: 80 }],
        },
      );
      expect(res.status).toBe(200);
      expect(res.body.map((c) => [c.person.id, c.contribution_percent])).toEqual([[maya, 80]]);
      const back = await api.patch<ProjectContribution[]>(
        demo.manager,
        projectContributionsPaths.bulkUpdate(),
        {
          group: team,
          contributions: [
            { person: maya, role: 'Change lead', contribution_percent: 50 },
            { person: priya, contribution_percent: 30 },
          ],
        },
      );
      expect(back.body.map((c) => [c.person.id, c.role, c.contribution_percent])).toEqual([
        [maya, 'Change lead', 50],
        [priya, '', 30],
      ]);
    });

    it('refuses another id, strangers, duplicates, bad shares and readers', async () => {
      const maya = await seededId(server, 'user_profiles', demo.manager);
      const tom = await seededId(server, 'user_profiles', seededPeople.tom);
      const body = { group: team, contributions: [{ person: maya, contribution_percent: 10 }] };
      expect((await api.patch(demo.manager, 'project-contributions/2/', body)).status).toBe(400);
      const stranger = await api.patch<FieldErrors>(
        demo.manager,
        projectContributionsPaths.bulkUpdate(),
        {
          group: team,
          contributions: [{ person: tom, contribution_percent: 10 }],
        },
      );
      expect(stranger.body['contributions.0.person']).toEqual(['Not a member of this group.']);
      const twice = await api.patch<FieldErrors>(
        demo.manager,
        projectContributionsPaths.bulkUpdate(),
        {
          group: team,
          contributions: [
            { person: maya, contribution_percent: 10 },
            { person: maya, contribution_percent: 20 },
          ],
        },
      );
      expect(twice.status).toBe(400);
      const share = await api.patch<FieldErrors>(
        demo.manager,
        projectContributionsPaths.bulkUpdate(),
        {
          group: team,
          contributions: [{ person: maya, contribution_percent: 150 }],
        },
      );
      expect(share.status).toBe(400);
      expect(
        (await api.patch(demo.leader, projectContributionsPaths.bulkUpdate(), body)).status,
      ).toBe(403);
      expect(
        (await api.patch(demo.otherAdmin, projectContributionsPaths.bulkUpdate(), body)).status,
      ).toBe(400);
    });
  });
});
