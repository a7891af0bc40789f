import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityPaths } from '../../../../contract/activities/activities';
import type { TrainingActivity } from '../../../../contract/activities/activities.schema';
import { activityTypePaths } from '../../../../contract/activities/activity-types';
import type { TrainingActivityType } from '../../../../contract/activities/activity-types.schema';
import type { ActivityFeed, Calendar } from '../../../../contract/activities/calendar.schema';
import type { ReadinessAssessment } from '../../../../contract/assessments/readiness.schema';
import { readinessPaths } from '../../../../contract/assessments/readiness';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import { withTenant } from '../../../db/tenant';
import { activityFactories } from '@tests/support/activity-factories';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

describe('the calendar subscription, comms and surveys on the calendar, readiness links', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let manager: MadeUser;
  let employee: MadeUser;
  let project: { id: number };
  let nurses: { id: number };
  let courseType: TrainingActivityType;

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    employee = await make.user(org, { role: 'EMPLOYEE' });
    project = await make.project(org, { team: [manager] });
    nurses = await activityFactories(server.db).impactedGroup(org, project, {
      name: 'Nurses',
      members: [employee],
    });
    courseType = (
      await api.get<TrainingActivityType>(
        manager.email,
        activityTypePaths.trainingByName('Instructor-led training'),
      )
    ).body;
  });

  const training = (body: Record<string, unknown>) =>
    api.post<TrainingActivity>(manager.email, activityPaths.trainingCreate(), {
      project: project.id,
      name: 'Charting course',
      type: courseType.id,
      date_mode: 'SINGLE_DATE',
      start_date: '2031-02-03',
      hours_per_person: 2,
      impacted_groups: [nurses.id],
      ...body,
    });
  const fetchIcs = (url: string) =>
    server.app.inject({ method: 'GET', url: new URL(url).pathname });

  it('serves the person’s activities as a calendar feed they can renew and stop', async () => {
    await training({ name: 'Charting course', start_time: '09:30' });
    await training({ name: 'Ward drop-in', start_date: '2031-02-10' });
    const none = await api.get<ActivityFeed>(employee.email, activityPaths.myActivitiesFeed());
    expect(none.body).toEqual({ url: null });

    const made = await api.post<ActivityFeed>(employee.email, activityPaths.myActivitiesFeed(), {});
    expect(made.status).toBe(201);
    const url = made.body.url ?? '';
    expect(url).toMatch(/\/api\/v1\/my-activities\/feed\/[\w-]{32}\/calendar\.ics$/);
    expect(
      (await api.get<ActivityFeed>(employee.email, activityPaths.myActivitiesFeed())).body,
    ).toEqual({ url });

    const feed = await fetchIcs(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = feed.body;
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('METHOD:PUBLISH');
    // 09:30 in the organisation's time zone, two hours long; the drop-in is all day.
    const timezone = await withTenant(server.db, org.id, (tx) =>
      tx.execute<{ start: string }>(
        sql`SELECT to_char(('2031-02-03 09:30'::timestamp AT TIME ZONE time_zone) AT TIME ZONE 'UTC', 'YYYYMMDD"T"HH24MISS"Z"') AS start FROM organisations`,
      ),
    );
    const start = timezone.rows[0]?.start ?? '';
    expect(ics).toContain(`DTSTART:${start}`);
    expect(ics).toContain('SUMMARY:Charting course');
    expect(ics).toContain('DTSTART;VALUE=DATE:20310210\r\nDTEND;VALUE=DATE:20310211');
    expect(ics).toContain('You attend.');

    const renewed = await api.post<ActivityFeed>(
      employee.email,
      activityPaths.myActivitiesFeed(),
      {},
    );
    expect(renewed.body.url).not.toBe(url);
    expect((await fetchIcs(url)).statusCode).toBe(404);
    expect((await fetchIcs(renewed.body.url ?? '')).statusCode).toBe(200);

    // Another person's feed does not show the employee's activities.
    const mine = await api.post<ActivityFeed>(manager.email, activityPaths.myActivitiesFeed(), {});
    expect((await fetchIcs(mine.body.url ?? '')).body).not.toContain('You attend.');

    expect((await api.delete(employee.email, activityPaths.myActivitiesFeed())).status).toBe(204);
    expect((await fetchIcs(renewed.body.url ?? '')).statusCode).toBe(404);
  });

  it('stops the feed of a person who is deactivated', async () => {
    const leaver = await factories(server.db).user(org, { role: 'EMPLOYEE' });
    const made = await api.post<ActivityFeed>(leaver.email, activityPaths.myActivitiesFeed(), {});
    expect((await fetchIcs(made.body.url ?? '')).statusCode).toBe(200);
    await withTenant(server.db, org.id, (tx) =>
      tx.execute(sql`UPDATE user_profiles SET is_active = false WHERE id = ${leaver.id}`),
    );
    expect((await fetchIcs(made.body.url ?? '')).statusCode).toBe(404);
  });

  it('shows the project’s comms and surveys read-only on the month calendar', async () => {
    await withTenant(server.db, org.id, async (tx) => {
      await tx.execute(sql`INSERT INTO comms_emails (project_id, subject, is_draft, scheduled_at)
        VALUES (${project.id}, 'Go-live letter', false, '2031-03-04 12:00+00')`);
      await tx.execute(
        sql`INSERT INTO comms_emails (project_id, subject) VALUES (${project.id}, 'Undated draft')`,
      );
      await tx.execute(sql`INSERT INTO comms_emails (project_id, subject, is_draft, send_local)
        VALUES (${project.id}, 'Local-time reminder', false, '2031-03-05 08:00')`);
      await tx.execute(sql`INSERT INTO comms_outlook_events (project_id, subject, start_at, end_at)
        VALUES (${project.id}, 'Town hall', '2031-03-10 12:00+00', '2031-03-10 13:00+00')`);
      await tx.execute(sql`INSERT INTO comms_threads (project_id, type, title, is_drafted, send_date)
        VALUES (${project.id}, 'ANNOUNCEMENT', 'New rota live', false, '2031-03-12 12:00+00')`);
      await tx.execute(sql`INSERT INTO surveys (project_id, name, send_local, closes_at)
        VALUES (${project.id}, 'Go-live pulse', '2031-03-20 09:00', '2031-03-27 12:00+00')`);
    });
    const res = await api.get<Calendar>(
      employee.email,
      activityPaths.calendarEvents(3, 2031, project.id),
    );
    expect(res.status).toBe(200);
    const shown = res.body.events.map((e) => [e.type, e.title, e.date, e.movable]);
    expect(shown).toEqual([
      ['Email', 'Go-live letter', '2031-03-04', false],
      ['Email', 'Local-time reminder', '2031-03-05', false],
      ['Meeting', 'Town hall', '2031-03-10', false],
      ['Announcement', 'New rota live', '2031-03-12', false],
      ['Survey', 'Go-live pulse', '2031-03-20', false],
    ]);
    expect(res.body.events.find((e) => e.type === 'Survey')).toMatchObject({
      end_date: '2031-03-27',
      time: '09:00',
      activity: null,
    });
  });

  it('reads one project’s dates over several months for its timeline', async () => {
    const own = await factories(server.db).project(org, { team: [manager] });
    await withTenant(server.db, org.id, async (tx) => {
      await tx.execute(sql`INSERT INTO comms_emails (project_id, subject, is_draft, send_local)
        VALUES (${own.id}, 'Save the date', false, '2031-01-31 09:00')`);
      await tx.execute(sql`INSERT INTO comms_emails (project_id, subject, is_draft, send_local)
        VALUES (${own.id}, 'Kick-off letter', false, '2031-02-03 09:00')`);
      await tx.execute(sql`INSERT INTO surveys (project_id, name, send_local)
        VALUES (${own.id}, 'Follow-up pulse', '2031-04-30 09:00')`);
      await tx.execute(sql`INSERT INTO surveys (project_id, name, send_local)
        VALUES (${own.id}, 'Too late pulse', '2031-05-01 09:00')`);
    });
    const res = await api.get<Calendar>(
      manager.email,
      activityPaths.calendarMonths(own.id, 2, 2031, 3),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ month: 2, year: 2031, from: '2031-02-01', to: '2031-04-30' });
    expect(res.body.events.map((e) => [e.type, e.title])).toEqual([
      ['Email', 'Kick-off letter'],
      ['Survey', 'Follow-up pulse'],
    ]);
    const december = await api.get<Calendar>(
      employee.email,
      activityPaths.calendarMonths(project.id, 12, 2030, 14),
    );
    expect(december.body).toMatchObject({ from: '2030-12-01', to: '2032-01-31' });
    const month = await api.get<Calendar>(
      employee.email,
      activityPaths.calendarEvents(3, 2031, project.id),
    );
    expect(month.body).toMatchObject({
      month: 3,
      year: 2031,
      from: '2031-03-01',
      to: '2031-03-31',
    });

    const refused = async (query: string) => {
      const answer = await api.get<FieldErrors>(employee.email, `calendar-events/?${query}`);
      expect(answer.status).toBe(400);
      return answer.body;
    };
    expect((await refused('month=3&year=2031&months=2')).project).toEqual([
      'Reading more than one month needs the project.',
    ]);
    expect((await refused(`project=${project.id}&month=3&year=2031&months=61`)).months).toEqual([
      'Give a number of months from 1 to 60.',
    ]);
    expect((await refused(`month=13&year=2031`)).month).toEqual(['Give the month as 1 to 12.']);
    const foreign = await factories(server.db).organisation();
    const outsider = await factories(server.db).user(foreign, { role: 'CHANGE_MANAGER' });
    const hidden = await api.get(
      outsider.email,
      activityPaths.calendarMonths(project.id, 3, 2031, 2),
    );
    expect(hidden.status).toBe(404);
  });

  it('links a training only to its own project’s readiness assessment, cleared on delete', async () => {
    const readiness = await api.post<ReadinessAssessment>(
      manager.email,
      readinessPaths.create(project.id),
      {},
    );
    expect(readiness.status).toBe(201);
    const other = await factories(server.db).project(org, { team: [manager] });
    const foreign = await api.post<ReadinessAssessment>(
      manager.email,
      readinessPaths.create(other.id),
      {},
    );
    const refused = await training({ readiness_assessment: foreign.body.id });
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as FieldErrors).readiness_assessment).toEqual([
      'Choose the readiness assessment of this project.',
    ]);
    const linked = await training({ readiness_assessment: readiness.body.id });
    expect(linked.status).toBe(201);
    const listed = await api.get<TrainingActivity[]>(
      manager.email,
      activityPaths.trainingList({ readinessAssessmentId: readiness.body.id }),
    );
    expect(listed.body.map((a) => a.id)).toEqual([linked.body.id]);
    expect((await api.delete(manager.email, readinessPaths.detail(readiness.body.id))).status).toBe(
      204,
    );
    const after = await api.get<TrainingActivity>(
      manager.email,
      activityPaths.trainingDetail(linked.body.id),
    );
    expect(after.body.readiness_assessment).toBeNull();
  });
});
