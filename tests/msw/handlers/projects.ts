import { referenceListPaths } from '@contract/admin/reference-lists';
import { http, HttpResponse } from 'msw';
import type { ChangeNarrative } from '@contract/projects/narrative.schema';
import type { Change, ChangeAcrossProjects } from '@contract/projects/changes.schema';
import type { FieldErrors, Paginated } from '@contract/shared/common.schema';
import type { Metric, MetricDetail } from '@contract/projects/metrics.schema';
import { defaultPhaseNames, type PhaseCode, phasePatterns } from '@contract/projects/phases';
import type { ProjectPhase } from '@contract/projects/phases.schema';
import {
  projectsPatterns,
  projectStatusMoveError,
  projectStatusMoves,
} from '@contract/projects/projects';
import type {
  CreateProjectInput,
  Project,
  ProjectSummary,
  UpdateProjectInput,
  ProjectTag,
} from '@contract/projects/projects.schema';
import type { Deliverable, Milestone, Workstream } from '@contract/projects/work-plan.schema';
import { apiPath } from '../api-path';
import {
  STAMP,
  emptyNarrative,
  emptyStats,
  metricCounts,
  phases,
  projectRecord,
  toSummary,
} from './projects-fixtures';
import {
  CHANGE_WIZARD_STEP_COUNT,
  changesPaths,
  changesPatterns,
} from '@contract/projects/changes';
import { metricsPatterns } from '@contract/projects/metrics';
import { changeNarrativePatterns } from '@contract/projects/narrative';
import { projectStatsPatterns } from '@contract/projects/project-stats';
import { workPlanPatterns } from '@contract/projects/work-plan';

/** The projects area's data as a component test's fake server holds it; tests may change it. */
export interface ProjectsData {
  projects: Project[];
  changes: Change[];
  narratives: Map<number, ChangeNarrative>;
  workstreams: Workstream[];
  deliverables: Deliverable[];
  milestones: Milestone[];
  metrics: Metric[];
  /** Tags added through `project-tags/` (the list also holds every tag the projects use). */
  tags: ProjectTag[];
  /** Every write the fake server took, for assertions: method, path with query, body. */
  writes: { method: string; url: string; body: unknown }[];
}

export function projectsData(overrides: Partial<ProjectsData> = {}): ProjectsData {
  return {
    projects: [
      projectRecord(),
      projectRecord({
        id: 7,
        name: 'Finance shared services',
        business_objective: 'Bring accounts payable from five sites into one team.',
        status: 'Planned',
        allowed_status_moves: [...projectStatusMoves.Planned],
        active_phase: 'UNDERSTAND_DESIGN',
        active_phase_name: defaultPhaseNames.UNDERSTAND_DESIGN,
        scope_level: 'FUNCTION',
        change_type: 'RESTRUCTURE',
        tags: [{ id: 3, name: 'Cost saving' }],
      }),
    ],
    changes: [],
    narratives: new Map(),
    workstreams: [],
    deliverables: [],
    milestones: [],
    metrics: [],
    tags: [],
    writes: [],
    ...overrides,
  };
}

const badRequest = (errors: FieldErrors) => HttpResponse.json(errors, { status: 400 });
const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });

function page<T>(items: T[], url: URL): Paginated<T> {
  const size = Number(url.searchParams.get('page_size') ?? 50);
  const number = Number(url.searchParams.get('page_number') ?? 1);
  return {
    count: items.length,
    next: null,
    previous: null,
    results: items.slice((number - 1) * size, number * size),
  };
}

/**
 * The projects area's calls, enough for its screens: lists filtered like the server's, the
 * status moves of DESIGN.md §6 (a refused move answers 400 on `status`), soft delete and
 * restore through `archived`.
 */
export function projectsHandlers(data: ProjectsData = projectsData()) {
  const find = (id: string | readonly string[] | undefined) =>
    data.projects.find((p) => p.id === Number(id));
  const record = async (request: Request) => {
    const body: unknown = request.method === 'DELETE' ? undefined : await request.clone().json();
    const url = new URL(request.url);
    data.writes.push({ method: request.method, url: `${url.pathname}${url.search}`, body });
    return body;
  };

  return [
    http.get(apiPath(projectsPatterns.forUser), () =>
      HttpResponse.json<ProjectSummary[]>(
        data.projects.filter((p) => !p.archived && !p.deleted_at).map(toSummary),
      ),
    ),
    http.get(apiPath(changesPaths.acrossProjects()), () =>
      HttpResponse.json<ChangeAcrossProjects[]>(
        data.changes.map(({ go_live_events: _events, ...change }) => ({
          ...change,
          project_name: find(String(change.project))?.name ?? '',
        })),
      ),
    ),
    http.get(apiPath(projectsPatterns.collection), ({ request }) => {
      const url = new URL(request.url);
      const archived = url.searchParams.get('archived') === 'true';
      const search = url.searchParams.get('search')?.toLowerCase();
      const statuses = url.searchParams.get('status')?.split(',');
      const list = data.projects.filter(
        (p) =>
          (archived ? p.archived || p.deleted_at !== null : !p.archived && !p.deleted_at) &&
          (!search || p.name.toLowerCase().includes(search)) &&
          (!statuses || statuses.includes(p.status)),
      );
      return HttpResponse.json(page(list.map(toSummary), url));
    }),
    http.post(apiPath(projectsPatterns.collection), async ({ request }) => {
      const input = (await record(request)) as CreateProjectInput;
      if (!input.name?.trim()) return badRequest({ name: ['Enter a project name.'] });
      const status = input.status ?? 'None';
      const phase: PhaseCode = input.active_phase ?? 'ALIGN';
      const created = projectRecord({
        id: Math.max(0, ...data.projects.map((p) => p.id)) + 1,
        name: input.name.trim(),
        business_objective: input.business_objective ?? '',
        status,
        allowed_status_moves: [...projectStatusMoves[status]],
        active_phase: phase,
        active_phase_name: defaultPhaseNames[phase],
        scope_level: input.scope_level ?? null,
        change_type: input.change_type ?? null,
        start_date: input.start_date ?? null,
        end_date: input.end_date ?? null,
        tags: [],
      });
      data.projects.push(created);
      return HttpResponse.json<Project>(created, { status: 201 });
    }),
    // The organisation's tag list (the admin area's `project-tags/`): the tags the projects use.
    http.get(apiPath(referenceListPaths.list('project_tags')), () => {
      const all = [...data.projects.flatMap((p) => p.tags), ...data.tags];
      const byId = new Map(all.map((t) => [t.id, t]));
      return HttpResponse.json([...byId.values()].map((t) => ({ ...t, archived: false })));
    }),
    http.post(apiPath(referenceListPaths.list('project_tags')), async ({ request }) => {
      const { name } = (await record(request)) as { name: string };
      const tag = { id: 900 + data.tags.length, name };
      data.tags.push(tag);
      return HttpResponse.json({ ...tag, archived: false }, { status: 201 });
    }),
    http.get(apiPath(projectsPatterns.item), ({ params }) => {
      const project = find(params.id);
      return project ? HttpResponse.json<Project>(project) : notFound();
    }),
    http.patch(apiPath(projectsPatterns.item), async ({ request, params }) => {
      const input = (await record(request)) as UpdateProjectInput;
      const project = find(params.id);
      if (!project) return notFound();
      if (input.status) {
        const refused = projectStatusMoveError(project.status, input.status);
        if (refused) return badRequest({ status: [refused] });
      }
      const status = input.status ?? project.status;
      const phase = input.active_phase ?? project.active_phase;
      const { tags: _tags, team_member_ids: _team, ...fields } = input;
      Object.assign(project, fields, {
        status,
        allowed_status_moves: [...projectStatusMoves[status]],
        active_phase_name: defaultPhaseNames[phase],
        ...(input.archived === false ? { deleted_at: null, deleted_by: null } : {}),
      });
      return HttpResponse.json<Project>(project);
    }),
    http.delete(apiPath(projectsPatterns.item), async ({ request, params }) => {
      await record(request);
      const project = find(params.id);
      if (!project) return notFound();
      project.deleted_at = STAMP;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(apiPath(phasePatterns.collection), () => HttpResponse.json(phases())),
    http.get(apiPath(phasePatterns.forProject), ({ params }) => {
      const project = find(params.id);
      // As the server: a deleted project's insides are gone from view.
      if (!project || project.deleted_at) return notFound();
      return HttpResponse.json<ProjectPhase[]>(
        phases().map((phase) => ({ ...phase, is_active: phase.code === project.active_phase })),
      );
    }),
    http.get(apiPath(projectStatsPatterns.one), ({ request }) => {
      const id = new URL(request.url).searchParams.get('projectId');
      const project = find(id ?? undefined);
      return project && !project.deleted_at
        ? HttpResponse.json({
            ...emptyStats(project.id, project.team.length),
            metrics: metricCounts(data.metrics.filter((m) => m.project === project.id)),
          })
        : notFound();
    }),
    http.get(apiPath(changesPatterns.collection), ({ request, params }) => {
      const changeId = new URL(request.url).searchParams.get('change');
      const list = data.changes.filter((c) => c.project === Number(params.id));
      if (!changeId) return HttpResponse.json<Change[]>(list);
      const change = list.find((c) => c.id === Number(changeId));
      return change ? HttpResponse.json<Change>(change) : notFound();
    }),
    http.patch(apiPath(changesPatterns.collection), async ({ request, params }) => {
      // A wizard step saves its own fields and records the step as done.
      const input = (await record(request)) as Partial<Change>;
      const query = new URL(request.url).searchParams;
      const change = data.changes.find(
        (c) => c.project === Number(params.id) && c.id === Number(query.get('change')),
      );
      if (!change) return notFound();
      const step = Number(query.get('wizard_step'));
      Object.assign(change, input, {
        wizard_step: Math.max(change.wizard_step, step),
        wizard_complete: change.wizard_complete || step === CHANGE_WIZARD_STEP_COUNT,
      });
      return HttpResponse.json<Change>(change);
    }),
    http.get(apiPath(changeNarrativePatterns.item), ({ params }) =>
      HttpResponse.json<ChangeNarrative>(
        data.narratives.get(Number(params.id)) ?? emptyNarrative(Number(params.id)),
      ),
    ),
    http.get(apiPath(workPlanPatterns.workstreams), () =>
      HttpResponse.json<Workstream[]>(data.workstreams),
    ),
    http.get(apiPath(workPlanPatterns.deliverables), () =>
      HttpResponse.json<Deliverable[]>(data.deliverables),
    ),
    http.get(apiPath(workPlanPatterns.milestones), () =>
      HttpResponse.json<Milestone[]>(data.milestones),
    ),
    http.get(apiPath(metricsPatterns.collection), ({ request }) => {
      const metricId = new URL(request.url).searchParams.get('metric');
      if (!metricId) return HttpResponse.json<Metric[]>(data.metrics);
      const metric = data.metrics.find((m) => m.id === Number(metricId));
      return metric ? HttpResponse.json<MetricDetail>({ ...metric, reports: [] }) : notFound();
    }),
  ];
}
