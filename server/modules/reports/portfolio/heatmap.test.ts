import { format, parseISO, startOfWeek } from 'date-fns';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityPaths } from '../../../../contract/activities/activities';
import type { EngagementActivityType } from '../../../../contract/activities/activity-types.schema';
import { activityTypePaths } from '../../../../contract/activities/activity-types';
import { reportPaths, reportPatterns } from '../../../../contract/reports/portfolio';
import type {
  FilterOptions,
  Heatmap,
  ReportTable,
} from '../../../../contract/reports/portfolio.schema';
import { activityFactories } from '@tests/support/activity-factories';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

// Weeks start on Monday: 2030-03-04 is a Monday, 2030-03-10 its Sunday.
const filters = { start_date: '2030-03-04', end_date: '2030-03-24' };

describe('portfolio heatmaps', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let office: MadeUser;
  let employee: MadeUser;
  let wardsKey: string;
  let payrollKey: string;
  let moving: { id: number };
  let charting: { id: number };
  let orgId: number;
  let madeOrg: MadeOrganisation;

  beforeAll(async () => {
    const make = factories(server.db);
    const more = activityFactories(server.db);
    const org = await make.organisation();
    orgId = org.id;
    madeOrg = org;
    office = await make.user(org, { role: 'CHANGE_OFFICE' });
    employee = await make.user(org, { role: 'EMPLOYEE' });
    const manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    const epr = await make.project(org, { team: [manager] });
    const pay = await make.project(org, { team: [manager] });
    const wards = await more.impactedGroup(org, epr, { name: 'Wards' });
    const payWards = await more.impactedGroup(org, pay, { name: 'Ward payroll' });
    wardsKey = `p${wards.id}`;
    payrollKey = `p${payWards.id}`;
    charting = await make.change(org, epr, { name: 'Charting' });
    moving = await make.change(org, pay, { name: 'Payslips' });
    const late = await make.change(org, epr, { name: 'Retire paper' });
    // Sunday and Monday: two weeks apart in the heatmap, one day apart in time.
    await more.changeImpact(org, charting, '2030-03-10', [
      { group: wards, level: 'VERY_HIGH', hours: 6 },
    ]);
    await more.changeImpact(org, late, '2030-03-10', [{ group: wards, level: 'HIGH' }]);
    await more.changeImpact(org, moving, '2030-03-11', [{ group: payWards, level: 'LOW' }]);
    const briefing = await api.get<EngagementActivityType>(
      manager.email,
      activityTypePaths.engagementByName('Leader briefing'),
    );
    await api.post(manager.email, activityPaths.engagementCreate(), {
      project: epr.id,
      name: 'Huddle',
      type: briefing.body.id,
      date_mode: 'SINGLE_DATE',
      start_date: '2030-03-05',
      hours_per_person: 1.5,
      repeat: 'Weekly',
      repeat_until: '2030-03-19',
      impacted_groups: [wards.id],
    });
  });

  function heatmap(pattern: string, body: Record<string, unknown> = {}) {
    return api.post<Heatmap>(office.email, pattern, { filters, ...body });
  }

  it('weighs change load VERY_HIGH 5 … VERY_LOW 1 in Monday-to-Sunday weeks', async () => {
    const res = await heatmap(reportPatterns.activeCycleLoadHeatmap);
    expect(res.status).toBe(200);
    expect(res.body.columns.map((c) => [c.start, c.end])).toEqual([
      ['2030-03-04', '2030-03-10'],
      ['2030-03-11', '2030-03-17'],
      ['2030-03-18', '2030-03-24'],
    ]);
    const wards = res.body.rows.find((r) => r.key === wardsKey);
    expect(wards?.cells).toEqual([9, 0, 0]);
    expect(wards?.levels).toEqual(['medium', 'none', 'none']);
    const payroll = res.body.rows.find((r) => r.name.startsWith('Ward payroll'));
    expect(payroll?.cells).toEqual([0, 2, 0]);
    // Calendar months: everything falls in March, nothing in February or April.
    const months = await heatmap(reportPatterns.activeCycleLoadHeatmap, {
      filters: { start_date: '2030-02-10', end_date: '2030-04-30', granularity: 'month' },
    });
    expect(months.body.columns.map((c) => c.start)).toEqual([
      '2030-02-01',
      '2030-03-01',
      '2030-04-01',
    ]);
    expect(months.body.rows.find((r) => r.key === wardsKey)?.cells).toEqual([0, 9, 0]);
  });

  it('weighs MEDIUM 3 and VERY_LOW 1, leaves N/A out, and spreads a deployment period', async () => {
    // An organisation of its own, so the other tests' rows and totals stay as they are.
    const make = factories(server.db);
    const more = activityFactories(server.db);
    const org = await make.organisation();
    const viewer = await make.user(org, { role: 'CHANGE_OFFICE' });
    const project = await make.project(org);
    const ops = await more.impactedGroup(org, project, { name: 'Theatres' });
    const change = (name: string) => make.change(org, project, { name });
    // Wednesday 6 March: 3 + 1, the N/A one adds nothing.
    await more.changeImpact(org, await change('New scrubs'), '2030-03-06', [
      { group: ops, level: 'MEDIUM' },
    ]);
    await more.changeImpact(org, await change('Badge readers'), '2030-03-06', [
      { group: ops, level: 'VERY_LOW' },
    ]);
    await more.changeImpact(org, await change('Car park'), '2030-03-06', [
      { group: ops, level: 'N/A' },
    ]);
    // A deployment from Tuesday 12 to Wednesday 20 March, hitting the theatres HIGH (4).
    const rollout = await change('Scheduling rollout');
    await more.changeImpact(org, rollout, '2030-03-12', [{ group: ops, level: 'HIGH' }]);
    await server.db.execute(
      sql`UPDATE changes SET date_mode = 'DURATION', go_live_date = NULL, start_date = '2030-03-12', end_date = '2030-03-20' WHERE id = ${rollout.id}`,
    );
    const cells = async (pattern: string) =>
      (await api.post<Heatmap>(viewer.email, pattern, { filters })).body.rows.find(
        (r) => r.key === `p${ops.id}`,
      )?.cells;
    // Load: the period touches weeks 2 and 3. Go-lives: only its first day, in week 2.
    expect(await cells(reportPatterns.activeCycleLoadHeatmap)).toEqual([4, 4, 4]);
    expect(await cells(reportPatterns.goLiveHeatmap)).toEqual([4, 4, 0]);
  });

  it('adds activity hours and the go-live’s hours in the time heatmap', async () => {
    const res = await heatmap(reportPatterns.activeCycleTimeImpactHeatmap);
    const wards = res.body.rows.find((r) => r.key === wardsKey);
    // Week 1: huddle 1.5 + charting's 6 hours; weeks 2 and 3: the huddle only.
    expect(wards?.cells).toEqual([7.5, 1.5, 1.5]);
  });

  it('lists the changes behind a cell and moves a go-live in what-if without saving', async () => {
    const cell = await heatmap(reportPatterns.goLiveHeatmap, {
      cell: { row: wardsKey, column: '2030-03-06' },
    });
    expect(cell.body.items?.map((i) => [i.name, i.value])).toEqual([
      ['Charting', 5],
      ['Retire paper', 4],
    ]);
    const whatIf = await heatmap(reportPatterns.goLiveHeatmap, {
      what_if: { change: charting.id, go_live_date: '2030-03-20' },
    });
    // Only the rows the move touches are recomputed: Charting hits the wards alone.
    expect(whatIf.body.partial).toBe(true);
    expect(whatIf.body.rows.map((r) => [r.key, r.cells])).toEqual([[wardsKey, [4, 0, 5]]]);
    expect(whatIf.body.columns).toHaveLength(3);
    // Asking for a cell of another row lists that row too, unchanged by the move.
    const payroll = await heatmap(reportPatterns.goLiveHeatmap, {
      what_if: { change: charting.id, go_live_date: '2030-03-20' },
      cell: { row: payrollKey, column: '2030-03-12' },
    });
    expect(new Map(payroll.body.rows.map((r) => [r.key, r.cells]))).toEqual(
      new Map([
        [payrollKey, [0, 2, 0]],
        [wardsKey, [4, 0, 5]],
      ]),
    );
    expect(payroll.body.items?.map((i) => i.name)).toEqual(['Payslips']);
    const again = await heatmap(reportPatterns.goLiveHeatmap);
    expect(again.body.rows.find((r) => r.key === wardsKey)?.cells).toEqual([9, 0, 0]);
  });

  it('filters rows by group and answers report tables', async () => {
    const only = await heatmap(reportPatterns.activeCycleLoadHeatmap, {
      filters: { ...filters, groups: [wardsKey] },
    });
    expect(only.body.rows.map((r) => r.key)).toEqual([wardsKey]);
    const table = await api.post<ReportTable>(office.email, reportPatterns.goLiveChangesReport, {
      filters,
    });
    expect(table.status).toBe(200);
    expect(table.body.rows.map((r) => [r.date, r.change, r.load])).toEqual([
      ['2030-03-10', 'Charting', 5],
      ['2030-03-10', 'Retire paper', 4],
      ['2030-03-11', 'Payslips', 2],
    ]);
  });

  it('puts each row at the site most of its members are at, for collapsing by site', async () => {
    const make = factories(server.db);
    // Sites and departments are entries of the organisation's lists; profiles point at them.
    const entry = async (table: 'reporting_sites' | 'departments', name: string, org = orgId) =>
      (
        await server.db.execute<{ id: number }>(
          sql`INSERT INTO ${sql.identifier(table)} (organisation_id, name) VALUES (${org}, ${name}) RETURNING id`,
        )
      ).rows[0]?.id ?? 0;
    const site = {
      leeds: await entry('reporting_sites', 'Leeds'),
      york: await entry('reporting_sites', 'York'),
      bath: await entry('reporting_sites', 'Bath'),
    };
    const payroll = await entry('departments', 'Payroll');
    const at = async (siteId: number, departmentId: number | null = null) => {
      const person = await make.user(madeOrg);
      await server.db.execute(
        sql`UPDATE user_profiles SET site_id = ${siteId}, department_id = ${departmentId} WHERE id = ${person.id}`,
      );
      return person;
    };
    const join = async (groupKey: string, people: MadeUser[]) => {
      for (const person of people)
        await server.db
          .execute(sql`INSERT INTO project_group_members (organisation_id, group_id, user_id)
          VALUES (${orgId}, ${Number(groupKey.slice(1))}, ${person.id})`);
    };
    // The wards: two at Leeds, one at York. Payroll: one at York, one at Bath, a tie that goes
    // to the first by name.
    await join(wardsKey, [await at(site.leeds), await at(site.leeds), await at(site.york)]);
    const before = await heatmap(reportPatterns.goLiveHeatmap);
    expect(before.body.rows.find((r) => r.key === payrollKey)?.site).toBe('No site');
    await join(payrollKey, [await at(site.york, payroll), await at(site.bath)]);
    const res = await heatmap(reportPatterns.goLiveHeatmap);
    expect(new Map(res.body.rows.map((r) => [r.key, r.site]))).toEqual(
      new Map([
        [wardsKey, 'Leeds'],
        [payrollKey, 'Bath'],
      ]),
    );
    // Renaming the site in the organisation's list renames the section.
    await server.db.execute(
      sql`UPDATE reporting_sites SET name = 'Bath Spa' WHERE id = ${site.bath}`,
    );
    const renamed = await heatmap(reportPatterns.goLiveHeatmap);
    expect(renamed.body.rows.find((r) => r.key === payrollKey)?.site).toBe('Bath Spa');

    // Site and department filters keep the groups with anyone there; what-if rows keep their site.
    const rowsFor = async (chosen: Record<string, number[]>) =>
      (
        await heatmap(reportPatterns.goLiveHeatmap, { filters: { ...filters, ...chosen } })
      ).body.rows.map((r) => r.key);
    expect(await rowsFor({ sites: [site.leeds] })).toEqual([wardsKey]);
    expect((await rowsFor({ sites: [site.york] })).sort()).toEqual([payrollKey, wardsKey].sort());
    expect(await rowsFor({ departments: [payroll] })).toEqual([payrollKey]);
    const options = await api.get<FilterOptions>(office.email, reportPaths.filterOptions());
    expect(options.body.sites.map((s) => s.name)).toEqual(['Bath Spa', 'Leeds', 'York']);
    expect(options.body.departments).toContainEqual({ id: payroll, name: 'Payroll' });
    const moved = await heatmap(reportPatterns.goLiveHeatmap, {
      what_if: { change: charting.id, go_live_date: '2030-03-20' },
    });
    expect(moved.body.rows.map((r) => [r.key, r.site])).toEqual([[wardsKey, 'Leeds']]);
    // Another organisation's site is not one to filter by.
    const elsewhere = await entry('reporting_sites', 'Leeds', (await make.organisation()).id);
    const foreign = await heatmap(reportPatterns.goLiveHeatmap, {
      filters: { ...filters, sites: [elsewhere] },
    });
    expect(foreign.status).toBe(404);
  });

  it('answers every report table over the same projects and window', async () => {
    const tables = [
      reportPatterns.projectLoad,
      reportPatterns.activeCycleTimeImpactReport,
      reportPatterns.changeActivityTimeCommitment,
      reportPatterns.goLiveEventAndActivityBurden,
      reportPatterns.projectAndChangeTimeCommitment,
      reportPatterns.averageActivities,
      reportPatterns.averageActivityTimeCommitments,
    ];
    const out: Record<string, ReportTable> = {};
    for (const pattern of tables) {
      const res = await api.post<ReportTable>(office.email, pattern, { filters });
      expect(res.status, pattern).toBe(200);
      out[pattern] = res.body;
    }
    const month = await api.post<ReportTable>(
      office.email,
      reportPaths.goLiveChanges('2030-03'),
      {},
    );
    out.month = month.body;
    const activity = await api.get<ReportTable>(
      office.email,
      reportPaths.activityProfile('2030-03-12', [wardsKey]),
    );
    out.activity = activity.body;
    const engagement = await api.get<ReportTable>(
      office.email,
      reportPaths.engagementProfiles('2030-03-12', [wardsKey]),
    );
    out.engagement = engagement.body;
    const pick = (t: ReportTable | undefined, keys: string[]) =>
      t?.rows.map((r) => keys.map((k) => r[k]));
    // The huddle: 1.5 h on 5, 12 and 19 March; Charting asks 6 h of the wards.
    expect(pick(out[reportPatterns.projectLoad], ['changes', 'groups', 'load', 'hours'])).toEqual([
      [2, 1, 9, 4.5],
      [1, 1, 2, 0],
    ]);
    expect(
      pick(out[reportPatterns.activeCycleTimeImpactReport], ['hours', 'go_lives', 'activities']),
    ).toEqual([
      [4.5, 2, 1],
      [0, 1, 0],
    ]);
    expect(pick(out[reportPatterns.changeActivityTimeCommitment], ['change', 'go_live'])).toEqual([
      ['Charting', '2030-03-10'],
      ['Retire paper', '2030-03-10'],
      ['Payslips', '2030-03-11'],
    ]);
    expect(
      pick(out[reportPatterns.goLiveEventAndActivityBurden], [
        'change_hours',
        'activity_hours',
        'total',
      ]),
    ).toEqual([
      [6, 4.5, 10.5],
      [0, 0, 0],
    ]);
    expect(
      pick(out[reportPatterns.projectAndChangeTimeCommitment], ['change', 'change_hours'])?.sort(),
    ).toEqual([
      ['Charting', 6],
      ['Payslips', 0],
      ['Retire paper', 0],
    ]);
    expect(
      // Ordered by project name, which the factories make up: compare as a set.
      pick(out[reportPatterns.averageActivities], ['engagement', 'training', 'groups'])?.sort(),
    ).toEqual([
      [0, 0, 1],
      [1, 0, 1],
    ]);
    expect(
      pick(out[reportPatterns.averageActivityTimeCommitments], ['engagement_hours', 'total_hours']),
    ).toEqual([
      [4.5, 4.5],
      [0, 0],
    ]);
    expect(pick(out.month, ['date', 'change', 'load'])).toEqual([
      ['2030-03-10', 'Charting', 5],
      ['2030-03-10', 'Retire paper', 4],
      ['2030-03-11', 'Payslips', 2],
    ]);
    // The week of Tuesday 12 March runs Monday 11 to Sunday 17: one huddle.
    expect(pick(out.activity, ['date', 'activity', 'hours'])).toEqual([
      ['2030-03-12', 'Huddle', 1.5],
    ]);
    expect(pick(out.engagement, ['progress_sharing', 'training'])).toEqual([[3, 0]]);
    const badMonth = await api.post(
      office.email,
      `${reportPatterns.goLiveChanges}?month=2030-13`,
      {},
    );
    expect(badMonth.status).toBe(400);
  });

  it('starts the default window on the Monday of the organisation’s own today', async () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      await server.db.execute(
        sql`UPDATE organisations SET time_zone = ${zone} WHERE id = ${orgId}`,
      );
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
      const monday = format(startOfWeek(parseISO(today), { weekStartsOn: 1 }), 'yyyy-MM-dd');
      const res = await api.post<Heatmap>(office.email, reportPatterns.activeCycleLoadHeatmap, {});
      expect(res.body.columns[0]?.start, zone).toBe(monday);
      expect(res.body.columns).toHaveLength(12);
      // The two zones are 25 hours apart: their todays always differ.
      const options = await api.get<FilterOptions>(office.email, reportPaths.filterOptions());
      expect(options.body.today, zone).toBe(today);
    }
  });

  it('answers 404 for a group of another organisation, in the filters and the profiles', async () => {
    const make = factories(server.db);
    const more = activityFactories(server.db);
    const elsewhere = await make.organisation();
    const theirProject = await make.project(elsewhere);
    const theirs = await more.impactedGroup(elsewhere, theirProject, { name: 'Their wards' });
    const theirOrgGroup = (
      await server.db.execute<{ id: number }>(
        sql`INSERT INTO global_impacted_groups (organisation_id, name) VALUES (${elsewhere.id}, 'Their finance') RETURNING id`,
      )
    ).rows[0]?.id;
    for (const key of [`p${theirs.id}`, `g${theirOrgGroup}`]) {
      const groups = [wardsKey, key];
      const map = await heatmap(reportPatterns.goLiveHeatmap, { filters: { ...filters, groups } });
      expect(map.status, key).toBe(404);
      const table = await api.post(office.email, reportPatterns.projectLoad, {
        filters: { groups },
      });
      expect(table.status, key).toBe(404);
      const profile = await api.get(
        office.email,
        reportPaths.activityProfile('2030-03-12', groups),
      );
      expect(profile.status, key).toBe(404);
    }
    // Their own groups, organisation or project, still filter.
    const ours = await api.get(
      office.email,
      reportPaths.engagementProfiles('2030-03-12', [wardsKey]),
    );
    expect(ours.status).toBe(200);
  });

  it('is refused to employees', async () => {
    const res = await api.post(employee.email, reportPatterns.activeCycleLoadHeatmap, {});
    expect(res.status).toBe(403);
  });
});
