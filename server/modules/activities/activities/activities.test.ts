import { beforeAll, describe, expect, it } from 'vitest';
import { activityPaths } from '../../../../contract/activities/activities';
import type {
  AverageTimeCommitment,
  EngagementActivity,
  TrainingActivity,
} from '../../../../contract/activities/activities.schema';
import { activityTypePaths } from '../../../../contract/activities/activity-types';
import type {
  EngagementActivityType,
  TrainingActivityType,
} from '../../../../contract/activities/activity-types.schema';
import type { Calendar, MyActivities } from '../../../../contract/activities/calendar.schema';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import { activityFactories } from '@tests/support/activity-factories';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

describe('engagement and training activities', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let manager: MadeUser;
  let outsider: MadeUser;
  let employee: MadeUser;
  let leader: MadeUser;
  let project: { id: number };
  let nurses: { id: number };
  let porters: { id: number };
  let briefingType: EngagementActivityType;
  let classroomType: TrainingActivityType;

  beforeAll(async () => {
    const make = factories(server.db);
    const more = activityFactories(server.db);
    org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    outsider = await make.user(org, { role: 'CHANGE_MANAGER' });
    employee = await make.user(org, { role: 'EMPLOYEE' });
    leader = await make.user(org, { role: 'LEADER' });
    project = await make.project(org, { team: [manager] });
    nurses = await more.impactedGroup(org, project, {
      name: 'Nurses',
      members: [employee],
      leaders: [leader],
    });
    porters = await more.impactedGroup(org, project, { name: 'Porters' });
    const engagement = await api.get<EngagementActivityType>(
      manager.email,
      activityTypePaths.engagementByName('leader briefing'),
    );
    briefingType = engagement.body;
    const training = await api.get<TrainingActivityType>(
      manager.email,
      activityTypePaths.trainingByName('Instructor-led training'),
    );
    classroomType = training.body;
  });

  function engagement(body: Record<string, unknown> = {}) {
    return api.post<EngagementActivity>(manager.email, activityPaths.engagementCreate(), {
      project: project.id,
      name: 'Ward briefing',
      type: briefingType.id,
      date_mode: 'SINGLE_DATE',
      start_date: '2030-03-04',
      hours_per_person: 1.5,
      impacted_groups: [nurses.id],
      ...body,
    });
  }

  it('looks a type up by name through the fixed id 1', () => {
    expect(briefingType).toMatchObject({
      name: 'Leader briefing',
      predefined: true,
      enabled: true,
    });
    expect(classroomType).toMatchObject({ single_date_only: true, predefined: true });
  });

  it('creates an engagement activity with its groups, owner and hours', async () => {
    const res = await engagement({ owner: manager.id, start_time: '09:30' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Ward briefing',
      kind: 'PROGRESS_SHARING',
      type_name: 'Leader briefing',
      impacted_groups: [{ id: nurses.id, name: 'Nurses' }],
      owner: { id: manager.id },
      occurrence_count: 1,
      total_hours_per_person: 1.5,
      can_edit: true,
    });
    const list = await api.get<EngagementActivity[]>(
      employee.email,
      activityPaths.engagementList({ project: project.id }),
    );
    expect(list.status).toBe(200);
    expect(list.body.map((a) => a.id)).toContain(res.body.id);
  });

  it('counts every occurrence of a weekly activity', async () => {
    const res = await engagement({
      name: 'Weekly huddle',
      start_date: '2030-01-07',
      repeat: 'Weekly',
      repeat_until: '2030-02-04',
      hours_per_person: 0.5,
      impacted_groups: [porters.id],
    });
    expect(res.status).toBe(201);
    expect(res.body.occurrence_count).toBe(5);
    expect(res.body.total_hours_per_person).toBe(2.5);
  });

  it('refuses dates that do not add up, with field messages', async () => {
    const res = await engagement({ date_mode: 'DURATION', end_date: '2030-03-01' });
    expect(res.status).toBe(400);
    expect((res.body as unknown as FieldErrors).end_date).toEqual([
      'The end date cannot be before the start date.',
    ]);
    const repeat = await engagement({ repeat: 'Daily' });
    expect((repeat.body as unknown as FieldErrors).repeat_until).toEqual([
      'Enter the date it repeats until.',
    ]);
  });

  it('refuses a group of another project and a training type of the wrong family', async () => {
    const make = factories(server.db);
    const other = await make.project(org, { team: [manager] });
    const otherGroup = await activityFactories(server.db).impactedGroup(org, other);
    const res = await engagement({ impacted_groups: [otherGroup.id] });
    expect(res.status).toBe(400);
    expect((res.body as unknown as FieldErrors).impacted_groups?.[0]).toContain(
      'Not an impacted group of this project',
    );
    const training = await api.post<FieldErrors>(manager.email, activityPaths.trainingCreate(), {
      project: project.id,
      name: 'Two-day course',
      type: classroomType.id,
      date_mode: 'DURATION',
      start_date: '2030-03-01',
      end_date: '2030-03-02',
      hours_per_person: 8,
    });
    expect(training.status).toBe(400);
    expect(training.body.date_mode).toEqual(['This type of training is held on a single date.']);
  });

  it('lets only the project’s editors write: employees and other managers are refused', async () => {
    const created = await engagement();
    const asEmployee = await api.patch(
      employee.email,
      activityPaths.engagementDetail(created.body.id),
      { name: 'Renamed' },
    );
    expect(asEmployee.status).toBe(403);
    const asOutsider = await api.delete(
      outsider.email,
      activityPaths.engagementDetail(created.body.id),
    );
    expect(asOutsider.status).toBe(403);
    const moved = await api.patch<EngagementActivity>(
      manager.email,
      activityPaths.engagementDetail(created.body.id),
      { start_date: '2030-03-11' },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.start_date).toBe('2030-03-11');
    const gone = await api.delete(manager.email, activityPaths.engagementDetail(created.body.id));
    expect(gone.status).toBe(204);
    const again = await api.get(manager.email, activityPaths.engagementDetail(created.body.id));
    expect(again.status).toBe(404);
  });

  it('answers a training id on the engagement path with 404', async () => {
    const training = await api.post<TrainingActivity>(
      manager.email,
      activityPaths.trainingCreate(),
      {
        project: project.id,
        name: 'Charting course',
        type: classroomType.id,
        date_mode: 'SINGLE_DATE',
        start_date: '2030-04-02',
        hours_per_person: 4,
        impacted_groups: [nurses.id],
      },
    );
    expect(training.status).toBe(201);
    const wrong = await api.get(manager.email, activityPaths.engagementDetail(training.body.id));
    expect(wrong.status).toBe(404);
  });

  it('sums hours per impacted group against hand-computed values', async () => {
    const make = factories(server.db);
    const more = activityFactories(server.db);
    const p = await make.project(org, { team: [manager] });
    const a = await more.impactedGroup(org, p, { name: 'A' });
    const b = await more.impactedGroup(org, p, { name: 'B' });
    const post = (path: string, body: Record<string, unknown>) =>
      api.post(manager.email, path, { project: p.id, date_mode: 'SINGLE_DATE', ...body });
    // A: engagement 1 h + weekly 0.5 h × 3 = 2.5 h; training 4 h. B: engagement 1 h; training 0.
    await post(activityPaths.engagementCreate(), {
      name: 'Kick-off',
      type: briefingType.id,
      start_date: '2030-05-01',
      hours_per_person: 1,
      impacted_groups: [a.id, b.id],
    });
    await post(activityPaths.engagementCreate(), {
      name: 'Stand-up',
      type: briefingType.id,
      start_date: '2030-05-01',
      hours_per_person: 0.5,
      repeat: 'Weekly',
      repeat_until: '2030-05-15',
      impacted_groups: [a.id],
    });
    await post(activityPaths.trainingCreate(), {
      name: 'Course',
      type: classroomType.id,
      start_date: '2030-05-20',
      hours_per_person: 4,
      impacted_groups: [a.id],
    });
    const res = await api.get<AverageTimeCommitment>(
      manager.email,
      activityPaths.averageTimeCommitment(p.id),
    );
    expect(res.status).toBe(200);
    expect(res.body.groups).toEqual([
      { id: a.id, name: 'A', engagement_hours: 2.5, training_hours: 4, total_hours: 6.5 },
      { id: b.id, name: 'B', engagement_hours: 1, training_hours: 0, total_hours: 1 },
    ]);
    expect(res.body.average_total_hours).toBe(3.75);
    const onlyB = await api.get<AverageTimeCommitment>(
      manager.email,
      activityPaths.averageTimeCommitment(p.id, [b.id]),
    );
    expect(onlyB.body.average_total_hours).toBe(1);
    const foreign = await api.get<FieldErrors>(
      manager.email,
      activityPaths.averageTimeCommitment(p.id, [nurses.id]),
    );
    expect(foreign.status).toBe(400);
  });

  it('puts occurrences, not whole series, on the month calendar', async () => {
    const res = await api.get<Calendar>(
      manager.email,
      activityPaths.calendarEvents(1, 2030, project.id),
    );
    expect(res.status).toBe(200);
    const huddles = res.body.events.filter((e) => e.title === 'Weekly huddle');
    expect(huddles.map((e) => e.date)).toEqual([
      '2030-01-07',
      '2030-01-14',
      '2030-01-21',
      '2030-01-28',
    ]);
    expect(huddles[0]).toMatchObject({ type: 'Engagement Activity', movable: false });
  });

  it('lists what an employee of the group attends and a leader-only briefing only for leaders', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const future = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    await engagement({ name: 'Everyone session', start_date: future });
    await engagement({ name: 'Leaders only', start_date: future, audience: 'LEADER' });
    const mine = await api.get<MyActivities>(employee.email, activityPaths.myActivities());
    expect(mine.status).toBe(200);
    const names = mine.body.items.map((i) => i.name);
    expect(names).toContain('Everyone session');
    expect(names).not.toContain('Leaders only');
    const leaders = await api.get<MyActivities>(leader.email, activityPaths.myActivities());
    expect(leaders.body.items.map((i) => i.name)).toContain('Leaders only');
    expect(leaders.body.items.find((i) => i.name === 'Leaders only')?.roles).toEqual(['ATTENDEE']);
  });
});
