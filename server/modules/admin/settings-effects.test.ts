import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityPaths } from '../../../contract/activities/activities';
import type { WeekBurden } from '../../../contract/activities/calendar.schema';
import { organisationPaths } from '../../../contract/admin/organisation';
import type { Organisation } from '../../../contract/admin/organisation.schema';
import { deliverablesPaths, workstreamsPaths } from '../../../contract/projects/work-plan';
import type { Deliverable, Workstream } from '../../../contract/projects/work-plan.schema';
import { reportPatterns } from '../../../contract/reports/portfolio';
import type { Heatmap } from '../../../contract/reports/portfolio.schema';
import { deliveryPaths } from '../../../contract/surveys/delivery';
import type { DeliveryData } from '../../../contract/surveys/delivery.schema';
import { surveysPaths } from '../../../contract/surveys/surveys';
import type { Survey } from '../../../contract/surveys/surveys.schema';
import { activityFactories } from '../../../tests/support/activity-factories';
import { apiClient } from '../../../tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '../../../tests/support/factories';
import { useTestServer } from '../../../tests/support/test-server';
import { jobs } from '../../jobs/jobs';
import { surveyTestData } from '../surveys/test-data';

/** Today's date in a time zone, as the organisation's calendar sees it. */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/**
 * The organisation's settings take effect everywhere at once: its time zone moves the Overdue
 * boundary and scheduled sends, its thresholds recolour the heatmaps.
 */
describe('organisation settings take effect elsewhere', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let admin: MadeUser;
  let manager: MadeUser;
  let office: MadeUser;
  let employee: MadeUser;
  let project: { id: number };

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation({ timeZone: 'UTC' });
    admin = await make.user(org, { role: 'ADMIN' });
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    office = await make.user(org, { role: 'CHANGE_OFFICE' });
    employee = await make.user(org);
    project = await make.project(org, { team: [manager] });
  });

  async function settle(change: Record<string, unknown>) {
    const res = await api.patch<Organisation>(
      admin.email,
      organisationPaths.update(org.id),
      change,
    );
    expect(res.status).toBe(200);
  }

  it('moves the Overdue boundary when the time zone changes', async () => {
    // UTC-11 and UTC+14 are 25 hours apart: their dates always differ.
    await settle({ time_zone: 'Pacific/Pago_Pago' });
    const stream = await api.post<Workstream>(manager.email, workstreamsPaths.create(), {
      project: project.id,
      name: 'Cut-over',
    });
    const due = await api.post<Deliverable>(manager.email, deliverablesPaths.create(), {
      project: project.id,
      workstream: stream.body.id,
      name: 'Due today in Samoa',
      due_date: todayIn('Pacific/Pago_Pago'),
    });
    expect(due.status).toBe(201);
    const stateOf = async () => {
      const plan = await api.get<Workstream[]>(manager.email, workstreamsPaths.list(project.id));
      return plan.body.flatMap((w) => w.deliverables).find((d) => d.id === due.body.id)?.state;
    };
    expect(await stateOf()).toBe('Open');
    await settle({ time_zone: 'Pacific/Kiritimati' });
    expect(await stateOf()).toBe('Overdue');
  });

  it('moves a scheduled send when the time zone changes', async () => {
    await settle({ time_zone: 'UTC' });
    const group = await surveyTestData(server.db).group(org, project.id, [{ user: employee }]);
    const survey = (
      await api.post<Survey>(manager.email, surveysPaths.create(), {
        project: project.id,
        template: 'GO_LIVE_EMPLOYEES',
      })
    ).body;
    const scheduled = await api.post<Survey>(manager.email, deliveryPaths.schedule(survey.id), {
      channel: 'EMAIL',
      audience: 'EMPLOYEE',
      audience_groups: [group.id],
      send_local: '2099-06-01T09:00',
    });
    expect(scheduled.body.next_send).toBe('2099-06-01T09:00:00.000Z');
    await settle({ time_zone: 'Asia/Tokyo' });
    const moved = await api.get<Survey>(manager.email, surveysPaths.detail(survey.id));
    expect(moved.body.next_send).toBe('2099-06-01T00:00:00.000Z');

    // Two hours from now on a UTC wall clock: not yet due in UTC, long past in Tokyo (UTC+9).
    await server.db.execute(
      sql`UPDATE surveys SET send_local = (now() AT TIME ZONE 'UTC') + interval '2 hours' WHERE id = ${survey.id}`,
    );
    const send = async () => {
      const job = jobs({ db: server.db, integrations: server.app.integrations }).find(
        (j) => j.name === 'surveys.send-due',
      );
      if (!job) throw new Error('surveys.send-due is not registered');
      await job.run({});
      const data = await api.post<DeliveryData>(
        manager.email,
        deliveryPaths.deliveryData(survey.id),
        {},
      );
      return data.body.results.map((r) => r.person.email);
    };
    await settle({ time_zone: 'UTC' });
    expect(await send()).toEqual([]);
    await settle({ time_zone: 'Asia/Tokyo' });
    expect(await send()).toEqual([employee.email]);
  });

  it('recolours the heatmaps when the thresholds change', async () => {
    const more = activityFactories(server.db);
    const wards = await more.impactedGroup(org, project, { name: 'Wards' });
    const change = await factories(server.db).change(org, project, { name: 'Charting' });
    await more.changeImpact(org, change, '2030-03-06', [{ group: wards, level: 'VERY_HIGH' }]);
    const levels = async () => {
      const res = await api.post<Heatmap>(office.email, reportPatterns.goLiveHeatmap, {
        filters: { start_date: '2030-03-04', end_date: '2030-03-10' },
      });
      expect(res.status).toBe(200);
      return res.body.rows.find((r) => r.key === `p${wards.id}`)?.levels;
    };
    await settle({ heatmap_thresholds: { medium: 5, high: 10, very_high: 15 } });
    expect(await levels()).toEqual(['medium']);
    await settle({ heatmap_thresholds: { medium: 1, high: 3, very_high: 5 } });
    expect(await levels()).toEqual(['very_high']);
    await settle({ heatmap_thresholds: { medium: 6, high: 8, very_high: 10 } });
    expect(await levels()).toEqual(['low']);
    // The activity dialog's burden preview is coloured in the browser by the thresholds it reads.
    const burden = await api.get<WeekBurden>(
      manager.email,
      activityPaths.burden([wards.id], '2030-03-06'),
    );
    expect(burden.body.thresholds).toEqual({ medium: 6, high: 8, very_high: 10 });
  });
});
