import { http, HttpResponse } from 'msw';
import { capacityPatterns } from '@contract/reports/capacity';
import type { GroupCapacity, GroupCapacityInput } from '@contract/reports/capacity.schema';
import { heatLevel, reportPatterns } from '@contract/reports/portfolio';
import type {
  Dashboard,
  ExportStatus,
  FilterOptions,
  Heatmap,
  HeatmapInput,
  ReportTable,
} from '@contract/reports/portfolio.schema';
import { apiPath } from '../api-path';

const tablePaths = [
  reportPatterns.projectLoad,
  reportPatterns.activeCycleTimeImpactReport,
  reportPatterns.goLiveChangesReport,
  reportPatterns.goLiveEventAndActivityBurden,
  reportPatterns.changeActivityTimeCommitment,
  reportPatterns.projectAndChangeTimeCommitment,
  reportPatterns.averageActivities,
  reportPatterns.averageActivityTimeCommitments,
];
const thresholds = { medium: 5, high: 10, very_high: 15 };

export const reportFilterOptions: FilterOptions = {
  groups: [
    { key: 'g1', name: 'Clinical staff', group_by: 'Clinical' },
    { key: 'g2', name: 'Leeds site', group_by: 'Organisation groups' },
  ],
  sites: [{ id: 1, name: 'Leeds' }],
  departments: [{ id: 2, name: 'Patient Services' }],
  tags: [],
  phases: [{ code: 'DEPLOY', name: 'Implement' }],
  statuses: ['Live'],
  projects: [{ id: 4, name: 'Electronic patient record rollout' }],
  changes: [
    { id: 21, name: 'Bedside charting', project: 4, go_live_date: '2030-03-06' },
    { id: 22, name: 'Medication', project: 4, go_live_date: '2030-03-07' },
  ],
  today: '2030-03-04',
};

type Capacities = Map<string, GroupCapacity>;

/**
 * A go-live heatmap of two groups over two weeks: Clinical staff carry both changes (5 + 5) in
 * the first week, unless what-if moves Bedside charting to the second. A what-if answers only
 * the row the move touches (Clinical staff), as the server does. A group with its own capacity
 * is coloured by it, and its cells at high or above are alerts.
 */
export function heatmapFor(input: HeatmapInput, capacities: Capacities = new Map()): Heatmap {
  const moved = input.what_if?.change === 21 && input.what_if.go_live_date >= '2030-03-11';
  const clinical = moved ? [5, 5] : [10, 0];
  const columns = [
    { start: '2030-03-04', end: '2030-03-10', label: '4 Mar' },
    { start: '2030-03-11', end: '2030-03-17', label: '11 Mar' },
  ];
  const rows = [
    { key: 'g1', name: 'Clinical staff', group_by: 'Clinical', site: 'York', cells: clinical },
    {
      key: 'g2',
      name: 'Leeds site',
      group_by: 'Organisation groups',
      site: 'Leeds',
      cells: [3, 0],
    },
  ]
    .filter((r) => !input.filters?.groups?.length || input.filters.groups.includes(r.key))
    .filter((r) => !input.what_if || r.key === 'g1' || r.key === input.cell?.row)
    .map((r) => {
      const own = capacities.get(r.key);
      const capacity = own
        ? { medium: own.medium, high: own.high, very_high: own.very_high }
        : undefined;
      return {
        ...r,
        levels: r.cells.map((v) => heatLevel(v, capacity ?? thresholds)),
        ...(capacity ? { capacity } : {}),
      };
    });
  const alerts = rows.flatMap((r) =>
    r.capacity
      ? r.cells.flatMap((value, i) => {
          const level = r.levels[i] ?? 'none';
          return level === 'high' || level === 'very_high'
            ? [
                {
                  row: r.key,
                  name: r.name,
                  column: columns[i]?.start ?? '',
                  label: columns[i]?.label ?? '',
                  value,
                  level,
                  capacity: r.capacity?.high ?? 0,
                },
              ]
            : [];
        })
      : [],
  );
  return {
    unit: 'load',
    granularity: 'week',
    columns,
    rows,
    thresholds,
    alerts,
    ...(input.what_if ? { partial: true } : {}),
    ...(input.cell
      ? {
          items: [
            {
              kind: 'change' as const,
              id: 21,
              name: 'Bedside charting',
              project: { id: 4, name: 'EPR' },
              date: '2030-03-06',
              value: 5,
              detail: '',
            },
            {
              kind: 'change' as const,
              id: 22,
              name: 'Medication',
              project: { id: 4, name: 'EPR' },
              date: '2030-03-07',
              value: 5,
              detail: '',
            },
          ],
        }
      : {}),
  };
}

/** Per-group capacity as the server keeps it: organisation groups of the filter options. */
function capacityHandlers(capacities: Capacities) {
  return [
    http.get(apiPath(capacityPatterns.collection), () =>
      HttpResponse.json([...capacities.values()]),
    ),
    http.put(apiPath(capacityPatterns.item), async ({ params, request }) => {
      const body = (await request.json()) as GroupCapacityInput;
      const key = `g${String(params.id)}`;
      const group = reportFilterOptions.groups.find((g) => g.key === key);
      if (!group) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      const saved: GroupCapacity = {
        group: { id: Number(params.id), key, name: group.name },
        medium: body.medium,
        high: body.high,
        very_high: body.very_high,
        updated_at: '2030-03-04T09:00:00Z',
      };
      capacities.set(key, saved);
      return HttpResponse.json(saved);
    }),
    http.delete(apiPath(capacityPatterns.item), ({ params }) => {
      const removed = capacities.delete(`g${String(params.id)}`);
      return removed
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
  ];
}

const dashboard: Dashboard = {
  projects_by_status: [{ status: 'Live', count: 1 }],
  projects_by_phase: [{ phase: 'DEPLOY', name: 'Implement', count: 1 }],
  go_lives_ahead: [],
  overloaded_groups: [],
  readiness: {
    by_level: [
      { level: 'LOW', count: 0 },
      { level: 'MEDIUM', count: 1 },
      { level: 'HIGH', count: 1 },
    ],
    attention: [
      {
        change: 11,
        name: 'Charting',
        project: { id: 1, name: 'Electronic patient record rollout' },
        score: 64,
        level: 'HIGH',
        reasons: ['2 of 3 readiness measures red'],
      },
    ],
  },
  leader_scores: {
    activation: {
      score: 75,
      numerator: 3,
      denominator: 4,
      explanation: '3 of 4 leader tasks due so far were closed on time.',
    },
    engagement: {
      score: 50,
      numerator: 1,
      denominator: 2,
      explanation: '1 of 2 leaders opened or acted on their nudges, key messages or tasks.',
    },
    project_count: 1,
  },
  nwow_adoption: { behaviours: 4, adopted: 1, adoption_rate: 25 },
  totals: { projects: 1, changes: 2, activities: 0 },
};

const idle: ExportStatus = {
  status: 'none',
  export_id: null,
  project: null,
  is_originator: false,
  file_name: null,
  error: null,
};

/**
 * The PowerPoint export as the server runs it: started, building for one status call, then
 * ready for its originator until downloaded and cleared. `log` records the calls in order.
 */
function exportHandlers(log: string[]) {
  let current = idle;
  let polls = 0;
  return [
    http.post(apiPath(reportPatterns.exportPowerpoint), async ({ request }) => {
      const body = (await request.json()) as { projectId: number };
      log.push(`export ${body.projectId}`);
      polls = 0;
      current = {
        ...idle,
        status: 'building',
        export_id: 1,
        project: body.projectId,
        is_originator: true,
      };
      return HttpResponse.json(current, { status: 202 });
    }),
    http.post(apiPath(reportPatterns.exportStatus), () => {
      if (current.status === 'building' && ++polls > 1) {
        current = { ...current, status: 'ready', file_name: 'Ward rota status.pptx' };
      }
      log.push(`status ${current.status}`);
      const code = current.status === 'building' ? 202 : current.status === 'ready' ? 201 : 200;
      return HttpResponse.json(current, { status: code });
    }),
    http.post(apiPath(reportPatterns.downloadPowerpoint), () => {
      log.push('download');
      return new HttpResponse(new Blob(['PK']), {
        headers: {
          'content-type':
            'application/vnd.openxmlformats-officedocument.presentationml.presentation',
          'content-disposition': 'attachment; filename="Ward rota status.pptx"',
        },
      });
    }),
    http.post(apiPath(reportPatterns.clearPowerpoint), () => {
      log.push('clear');
      current = idle;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/**
 * The reports area as component tests meet it; `calls` records every heatmap body, `exports`
 * every PowerPoint export call.
 */
export function reportsHandlers(calls: HeatmapInput[] = [], exports: string[] = []) {
  const capacities: Capacities = new Map();
  const heatmap = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as HeatmapInput;
    calls.push(body);
    return HttpResponse.json(heatmapFor(body, capacities));
  };
  return [
    ...exportHandlers(exports),
    ...capacityHandlers(capacities),
    http.get(apiPath(reportPatterns.filterOptions), () => HttpResponse.json(reportFilterOptions)),
    http.post(apiPath(reportPatterns.dashboard), () => HttpResponse.json(dashboard)),
    http.post(apiPath(reportPatterns.activeCycleLoadHeatmap), heatmap),
    http.post(apiPath(reportPatterns.goLiveHeatmap), heatmap),
    http.post(apiPath(reportPatterns.activeCycleTimeImpactHeatmap), heatmap),
    ...tablePaths.map((path) =>
      http.post(apiPath(path), () =>
        HttpResponse.json<ReportTable>({
          title: 'Project load',
          columns: [
            { key: 'project', label: 'Project', numeric: false },
            { key: 'load', label: 'Weighted load', numeric: true },
          ],
          rows: [{ project: 'Electronic patient record rollout', load: 9 }],
        }),
      ),
    ),
  ];
}
