import { beforeAll, describe, expect, it } from 'vitest';
import { activityPaths } from '../../../../contract/activities/activities';
import type { PlannerResult } from '../../../../contract/activities/planner.schema';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import { activityFactories } from '@tests/support/activity-factories';
import { apiClient } from '@tests/support/api';
import { factories, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

describe('POST engagement-planner/', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let manager: MadeUser;
  let employee: MadeUser;
  let project: { id: number };
  let wards: { id: number };
  let pharmacy: { id: number };

  beforeAll(async () => {
    const make = factories(server.db);
    const more = activityFactories(server.db);
    const org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    employee = await make.user(org, { role: 'EMPLOYEE' });
    project = await make.project(org, { team: [manager] });
    wards = await more.impactedGroup(org, project, { name: 'Wards' });
    pharmacy = await more.impactedGroup(org, project, { name: 'Pharmacy' });
    const first = await make.change(org, project, { name: 'Charting' });
    const second = await make.change(org, project, { name: 'Dispensing' });
    await more.changeImpact(org, first, '2030-03-04', [{ group: wards, level: 'VERY_HIGH' }]);
    await more.changeImpact(org, second, '2030-04-01', [
      { group: pharmacy, level: 'HIGH', hours: 2.5 },
    ]);
  });

  it('proposes training ahead of each of two go-lives and saves nothing', async () => {
    const res = await api.post<PlannerResult>(manager.email, activityPaths.planner(), {
      project: project.id,
      start_date: '2030-01-07',
    });
    expect(res.status).toBe(200);
    const training = res.body.proposals.filter((p) => p.family === 'TRAINING');
    expect(
      training.map((p) => [p.name, p.start_date, p.hours_per_person, p.impacted_groups]),
    ).toEqual([
      ['Training: Charting', '2030-02-11', 4, [wards.id]],
      ['Training: Dispensing', '2030-03-18', 2.5, [pharmacy.id]],
    ]);
    expect(res.body.proposals.every((p) => p.reason.length > 0)).toBe(true);
    const saved = await api.get<unknown[]>(
      manager.email,
      activityPaths.trainingList({ project: project.id }),
    );
    expect(saved.body).toEqual([]);
  });

  it('saves an accepted proposal through the activity call as proposed', async () => {
    const res = await api.post<PlannerResult>(manager.email, activityPaths.planner(), {
      project: project.id,
      start_date: '2030-01-07',
      for_change_project_management_plan: true,
    });
    expect(res.body.proposals.some((p) => p.plan_kind === 'PROJECT_MANAGEMENT_PLAN')).toBe(true);
    const pulse = res.body.proposals.find((p) => p.name === 'Go-live pulse: Charting');
    if (!pulse) throw new Error('no go-live pulse proposed');
    const saved = await api.post(manager.email, activityPaths.engagementCreate(), {
      project: project.id,
      name: pulse.name,
      type: pulse.type,
      date_mode: pulse.date_mode,
      start_date: pulse.start_date,
      hours_per_person: pulse.hours_per_person,
      impacted_groups: pulse.impacted_groups,
      changes: pulse.changes,
      plan_kind: pulse.plan_kind,
      planner_reason: pulse.reason,
    });
    expect(saved.status).toBe(201);
  });

  it('is for those who edit the project, and needs a start date', async () => {
    const denied = await api.post(employee.email, activityPaths.planner(), {
      project: project.id,
      start_date: '2030-01-07',
    });
    expect([403, 404]).toContain(denied.status);
    const missing = await api.post<FieldErrors>(manager.email, activityPaths.planner(), {
      project: project.id,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.start_date).toEqual(['Enter the date the plan starts.']);
  });
});
