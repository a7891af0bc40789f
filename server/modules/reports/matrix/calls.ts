import { capacityPaths, capacityPatterns } from '@contract/reports/capacity';
import { reportPaths, reportPatterns } from '@contract/reports/portfolio';
import type { MatrixCall, MatrixRequest } from '@tests/support/call-matrix';
import { window, type ReportsFixture } from './fixture';

type Call = MatrixCall<ReportsFixture>;
type Request = (f: ReportsFixture) => MatrixRequest;

/** Which of the fixture's names a valid answer must carry: the call read the fixture's rows. */
type Named = 'project' | 'groupName' | 'change';
const mentions =
  (what: Named) =>
  (body: unknown, f: ReportsFixture): string | null => {
    const name = what === 'project' ? f.project.name : f[what];
    return JSON.stringify(body).includes(name) ? null : `the answer does not name ${name}`;
  };

/** Who runs change reads the portfolio; an employee, who sees the project, is refused it. */
const employeeRefused = { as: (f: ReportsFixture) => f.employee, status: 403 as const };

const filtered =
  (path: string): Request =>
  () => ({ method: 'POST', path, body: { filters: window } });

/** A report over the filters: read by a change manager, refused to an employee, 400 for a bad window. */
function reportCall(path: string, named: Named): Call {
  return {
    name: `POST ${path}`,
    request: filtered(path),
    ok: { as: (f) => f.manager, status: 200, check: mentions(named) },
    denied: employeeRefused,
    malformed: {
      field: 'filters.end_date',
      request: () => ({
        method: 'POST',
        path,
        body: { filters: { start_date: '2030-03-24', end_date: '2030-03-04' } },
      }),
    },
  };
}

const noInput = (why: string) => ({ none: why });

/**
 * Every reports call of the catalogue and the per-group capacity calls. The export rows run in
 * this order on the fixture's ready deck: its status, its download and clearing it by the one
 * who exported it, then a new export.
 */
const calls: Call[] = [
  {
    name: `GET ${reportPatterns.filterOptions}`,
    request: () => ({ method: 'GET', path: reportPaths.filterOptions() }),
    ok: { as: (f) => f.manager, status: 200, check: mentions('groupName') },
    denied: employeeRefused,
    malformed: noInput('the organisation’s filter choices: no input'),
  },
  reportCall(reportPatterns.filterProjects, 'project'),
  reportCall(reportPatterns.dashboard, 'change'),
  reportCall(reportPatterns.projectLoad, 'project'),
  reportCall(reportPatterns.activeCycleLoadHeatmap, 'groupName'),
  reportCall(reportPatterns.activeCycleTimeImpactReport, 'groupName'),
  reportCall(reportPatterns.activeCycleTimeImpactHeatmap, 'groupName'),
  reportCall(reportPatterns.goLiveHeatmap, 'groupName'),
  reportCall(reportPatterns.changeActivityTimeCommitment, 'change'),
  reportCall(reportPatterns.goLiveEventAndActivityBurden, 'groupName'),
  reportCall(reportPatterns.projectAndChangeTimeCommitment, 'change'),
  reportCall(reportPatterns.goLiveChangesReport, 'change'),
  reportCall(reportPatterns.averageActivities, 'project'),
  reportCall(reportPatterns.averageActivityTimeCommitments, 'project'),
  {
    name: `POST ${reportPatterns.goLiveChanges}?month`,
    request: () => ({ method: 'POST', path: reportPaths.goLiveChanges('2030-03'), body: {} }),
    ok: { as: (f) => f.manager, status: 200, check: mentions('change') },
    denied: employeeRefused,
    malformed: {
      field: 'month',
      request: () => ({ method: 'POST', path: reportPaths.goLiveChanges('2030-13'), body: {} }),
    },
  },
  ...(
    [
      [reportPatterns.activityProfile, reportPaths.activityProfile],
      [reportPatterns.engagementProfiles, reportPaths.engagementProfiles],
    ] as const
  ).map(([pattern, path]): Call => ({
    name: `GET ${pattern}?date,groups`,
    request: (f) => ({ method: 'GET', path: path('2030-03-12', [f.groupKey]) }),
    ok: { as: (f) => f.manager, status: 200 },
    denied: employeeRefused,
    malformed: {
      field: 'date',
      request: (f) => ({ method: 'GET', path: path('2030-03-40', [f.groupKey]) }),
    },
  })),
  {
    name: `POST ${reportPatterns.exportStatus}`,
    request: () => ({ method: 'POST', path: reportPatterns.exportStatus, body: {} }),
    ok: {
      as: (f) => f.manager,
      status: 201,
      check: (body) =>
        (body as { is_originator?: boolean }).is_originator === true
          ? null
          : 'the deck is not shown as the manager’s',
    },
    denied: employeeRefused,
    malformed: noInput('the organisation’s one export: no input'),
  },
  {
    name: `POST ${reportPatterns.downloadPowerpoint}`,
    request: () => ({ method: 'POST', path: reportPatterns.downloadPowerpoint, body: {} }),
    ok: { as: (f) => f.manager, status: 200 },
    // Only the one who exported it takes the deck, not even the change office.
    denied: { as: (f) => f.office, status: 403 },
    malformed: noInput('the organisation’s one export: no input'),
  },
  {
    name: `POST ${reportPatterns.clearPowerpoint}`,
    request: () => ({ method: 'POST', path: reportPatterns.clearPowerpoint, body: {} }),
    ok: { as: (f) => f.manager, status: 204 },
    denied: { as: (f) => f.office, status: 403 },
    malformed: noInput('the organisation’s one export: no input'),
  },
  {
    name: `POST ${reportPatterns.exportPowerpoint}`,
    request: (f) => ({
      method: 'POST',
      path: reportPatterns.exportPowerpoint,
      body: { projectId: f.project.id, templateName: 'project-status' },
    }),
    ok: { as: (f) => f.manager, status: 202 },
    denied: employeeRefused,
    malformed: {
      field: 'templateName',
      request: (f) => ({
        method: 'POST',
        path: reportPatterns.exportPowerpoint,
        body: { projectId: f.project.id, templateName: 'poster' },
      }),
    },
  },
  {
    name: `GET ${capacityPatterns.collection}`,
    request: () => ({ method: 'GET', path: capacityPaths.list() }),
    ok: { as: (f) => f.manager, status: 200 },
    denied: employeeRefused,
    malformed: noInput('the organisation’s capacities: no input'),
  },
  {
    name: 'PUT portfolio/group-capacity/{id}/',
    request: (f) => ({
      method: 'PUT',
      path: capacityPaths.item(f.orgGroup),
      body: { medium: 2, high: 4, very_high: 8 },
    }),
    ok: {
      as: (f) => f.office,
      status: 200,
      check: (body) =>
        (body as { high?: number }).high === 4 ? null : 'the capacity was not kept',
    },
    // Change managers read capacities; only admins and the change office set them.
    denied: { as: (f) => f.manager, status: 403 },
    malformed: {
      field: 'high',
      request: (f) => ({
        method: 'PUT',
        path: capacityPaths.item(f.orgGroup),
        body: { medium: 6, high: 4, very_high: 8 },
      }),
    },
  },
  {
    name: 'DELETE portfolio/group-capacity/{id}/',
    request: (f) => ({ method: 'DELETE', path: capacityPaths.item(f.orgGroup) }),
    ok: { as: (f) => f.office, status: 204 },
    denied: { as: (f) => f.manager, status: 403 },
    malformed: {
      field: 'id',
      request: () => ({ method: 'DELETE', path: 'portfolio/group-capacity/abc/' }),
    },
  },
];

/**
 * Every call also answers 403, writing nothing, while the organisation has both the Portfolio
 * (`portfolio_manager`) and the Reports (`portfolio_manager_reports`) screens switched off.
 */
export const reportsCalls: Call[] = calls.map((call) => ({ ...call, switchedOff: 403 }));
