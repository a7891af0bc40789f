import { http, HttpResponse } from 'msw';
import {
  assessmentKinds,
  impactDimensionLabels,
  impactDimensions,
  ratingLevels,
  type ImpactDimension,
  type AssessmentKind,
  type RatingLevel,
} from '@contract/assessments/assessments';
import type { AssessmentHeader } from '@contract/assessments/assessments.schema';
import { changeImpactPatterns } from '@contract/assessments/change-impact';
import type {
  ChangeImpactAssessment,
  CreateImpactCategoryInput,
  CreateImpactInput,
  DimensionName,
  Impact,
  ImpactCategory,
  ImpactDistribution,
  ImpactScoreRating,
  RatingDescription,
  UpdateChangeImpactInput,
} from '@contract/assessments/change-impact.schema';
import { analysesPatterns } from '@contract/assessments/analyses';
import type { Analysis, OwnerLevelUpdateInput } from '@contract/assessments/analyses.schema';
import { summaryPatterns } from '@contract/assessments/summary';
import type { ChangeSummary } from '@contract/assessments/summary.schema';
import { readinessPatterns } from '@contract/assessments/readiness';
import type { ApprovalWaiting } from '@contract/assessments/readiness.schema';
import { apiPath } from '../api-path';

const STAMP = '2030-01-01T09:00:00.000Z';

/** The assessments area as a component test's fake server holds it; tests may change it. */
export interface AssessmentsData {
  impact: ChangeImpactAssessment | null;
  summaries: ChangeSummary[];
  /** The assessments the organisation has switched on. */
  available: AssessmentKind[];
  categories: ImpactCategory[];
  impacts: Impact[];
  /** The project's sentiment analysis, when started. */
  sentiment: Analysis | null;
  /** What each change impact level means. */
  descriptions: RatingDescription[];
  /** Readiness measures waiting for the signed-in person's approval (Home). */
  approvalsWaiting: ApprovalWaiting[];
  /** Every write the fake server took: method, path with query, body. */
  writes: { method: string; url: string; body: unknown }[];
}

export function impactAssessmentRecord(
  overrides: Partial<ChangeImpactAssessment> = {},
): ChangeImpactAssessment {
  return {
    id: 70,
    project: 4,
    kind: 'CHANGE_IMPACT',
    name: '',
    notes: '',
    status: 'IN_PROGRESS',
    owner: { id: 3, display_name: 'Maya Manager' },
    started_at: null,
    started_by: null,
    completed_at: null,
    completed_by: null,
    created_by: { id: 3, display_name: 'Maya Manager' },
    created_at: STAMP,
    updated_at: STAMP,
    can_edit: true,
    changes: [
      { id: 11, name: 'New rota system' },
      { id: 12, name: 'Handover checklist' },
    ],
    impacted_groups: [
      { id: 21, name: 'Pharmacy', group_type: 'Impacted' },
      { id: 22, name: 'Ward nurses', group_type: 'Impacted' },
    ],
    ratings: [],
    ...overrides,
  };
}

export function assessmentsData(overrides: Partial<AssessmentsData> = {}): AssessmentsData {
  return {
    impact: impactAssessmentRecord(),
    summaries: [],
    available: [...assessmentKinds],
    categories: [],
    impacts: [],
    sentiment: null,
    approvalsWaiting: [],
    descriptions: (
      [
        ['VERY_HIGH', 'Daily work stops.'],
        ['HIGH', 'Core tasks change.'],
        ['MEDIUM', 'Some tasks change.'],
        ['LOW', 'A few tasks change.'],
        ['VERY_LOW', 'Hardly noticed.'],
      ] as const
    ).map(([level, description], i) => ({
      id: i + 1,
      item_type: 'CHANGE_IMPACT' as const,
      level,
      description,
    })),
    writes: [],
    ...overrides,
  };
}

function headerOf(a: ChangeImpactAssessment | Analysis): AssessmentHeader {
  const { changes: _c, impacted_groups: _g, ratings: _r, ...rest } = a;
  const { adjustments: _a, ...header } = rest as typeof rest & { adjustments?: unknown };
  return header;
}

/** A completed sentiment analysis owned by the signed-in person (Ada Admin, id 1). */
export function sentimentRecord(overrides: Partial<Analysis> = {}): Analysis {
  const impact = impactAssessmentRecord();
  return {
    ...impact,
    id: 71,
    kind: 'SENTIMENT',
    status: 'COMPLETED',
    owner: { id: 1, display_name: 'Ada Admin' },
    completed_at: STAMP,
    completed_by: { id: 1, display_name: 'Ada Admin' },
    ratings: [
      {
        change: 11,
        impacted_group: 21,
        dimension: 'OVERALL',
        rating: 'LOW',
        note: '',
        updated_by: null,
        updated_at: STAMP,
      },
    ],
    adjustments: [],
    ...overrides,
  };
}

/** The sentiment analysis of the fake server: read, scores and the owner's adjustment. */
function sentimentHandlers(data: AssessmentsData) {
  return [
    http.get(apiPath(analysesPatterns.sentimentDetail), () =>
      data.sentiment ? HttpResponse.json(data.sentiment) : notFound(),
    ),
    http.get(apiPath(analysesPatterns.sentimentScores), () =>
      HttpResponse.json(
        (data.sentiment?.impacted_groups ?? []).map((g) => ({
          group: g.id,
          name: g.name,
          group_type: g.group_type,
          rated_changes: 0,
          average: null,
          level: null,
          counts: Object.fromEntries(ratingLevels.map((l) => [l, 0])),
        })),
      ),
    ),
    http.patch(apiPath(analysesPatterns.sentimentOwnerUpdate), async ({ request }) => {
      const body = (await request.json()) as OwnerLevelUpdateInput;
      data.writes.push({ method: 'PATCH', url: new URL(request.url).pathname, body });
      const current = data.sentiment;
      if (!current) return notFound();
      const cell = body.ratings[0];
      if (!cell)
        return HttpResponse.json({ ratings: ['Change at least one cell.'] }, { status: 400 });
      const before =
        current.ratings.find(
          (r) => r.change === cell.change && r.impacted_group === cell.impacted_group,
        )?.rating ?? null;
      data.sentiment = {
        ...current,
        adjustments: [
          ...current.adjustments,
          {
            id: current.adjustments.length + 1,
            change: cell.change,
            impacted_group: cell.impacted_group,
            before,
            after: cell.rating ?? null,
            reason: body.reason,
            changed_by: { id: 1, display_name: 'Ada Admin' },
            changed_at: STAMP,
          },
        ],
      };
      return HttpResponse.json(data.sentiment);
    }),
  ];
}

const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });

/** The impact categories and impacts of the fake server: add, edit and delete change `data`. */
function impactHandlers(data: AssessmentsData) {
  const axis = (ids: readonly number[]) =>
    (data.impact?.impacted_groups ?? [])
      .filter((g) => ids.includes(g.id))
      .map((g) => ({ id: g.id, name: g.name }));
  const impactFrom = (id: number, body: Partial<CreateImpactInput>, was?: Impact): Impact => {
    const change = body.change ?? was?.change ?? 0;
    const category = body.category !== undefined ? body.category : (was?.category ?? null);
    return {
      id,
      project: 4,
      change,
      change_name: data.impact?.changes.find((c) => c.id === change)?.name ?? '',
      category,
      category_name: data.categories.find((c) => c.id === category)?.name ?? null,
      interaction_kind: body.interaction_kind ?? was?.interaction_kind ?? 'OTHER',
      description: body.description ?? was?.description ?? '',
      rating: body.rating !== undefined ? body.rating : (was?.rating ?? null),
      impacted_groups: body.impacted_groups
        ? axis(body.impacted_groups)
        : (was?.impacted_groups ?? []),
      created_by: null,
      created_at: STAMP,
      updated_at: STAMP,
    };
  };
  const record = async (request: Request) => {
    const body = request.method === 'DELETE' ? null : ((await request.json()) as unknown);
    data.writes.push({ method: request.method, url: new URL(request.url).pathname, body });
    return body;
  };
  return [
    http.get(apiPath(changeImpactPatterns.categories), () => HttpResponse.json(data.categories)),
    http.post(apiPath(changeImpactPatterns.categories), async ({ request }) => {
      const body = (await record(request)) as CreateImpactCategoryInput;
      const made: ImpactCategory = {
        id: 80 + data.categories.length,
        project: body.project,
        name: body.name,
        description: body.description ?? '',
        position: 0,
        impact_count: 0,
        created_at: STAMP,
        updated_at: STAMP,
      };
      data.categories = [...data.categories, made];
      return HttpResponse.json(made, { status: 201 });
    }),
    http.patch(apiPath(changeImpactPatterns.category), async ({ request, params }) => {
      const body = (await record(request)) as Partial<ImpactCategory>;
      const found = data.categories.find((c) => c.id === Number(params.id));
      if (!found) return notFound();
      Object.assign(found, body);
      return HttpResponse.json(found);
    }),
    http.delete(apiPath(changeImpactPatterns.category), async ({ request, params }) => {
      await record(request);
      data.categories = data.categories.filter((c) => c.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(apiPath(changeImpactPatterns.impacts), () => HttpResponse.json(data.impacts)),
    http.post(apiPath(changeImpactPatterns.impacts), async ({ request }) => {
      const body = (await record(request)) as CreateImpactInput;
      const made = impactFrom(90 + data.impacts.length, body);
      data.impacts = [...data.impacts, made];
      return HttpResponse.json(made, { status: 201 });
    }),
    http.patch(apiPath(changeImpactPatterns.impact), async ({ request, params }) => {
      const body = (await record(request)) as Partial<CreateImpactInput>;
      const index = data.impacts.findIndex((i) => i.id === Number(params.id));
      const was = data.impacts[index];
      if (!was) return notFound();
      const next = impactFrom(was.id, body, was);
      data.impacts = data.impacts.map((i) => (i.id === was.id ? next : i));
      return HttpResponse.json(next);
    }),
    http.delete(apiPath(changeImpactPatterns.impact), async ({ request, params }) => {
      await record(request);
      data.impacts = data.impacts.filter((i) => i.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** Handlers over `data`, matched by the contract's path patterns. */
export function assessmentsHandlers(data: AssessmentsData = assessmentsData()) {
  return [
    http.get(apiPath(readinessPatterns.waitingForMe), () =>
      HttpResponse.json(data.approvalsWaiting),
    ),
    http.get(apiPath(summaryPatterns.available), () =>
      HttpResponse.json({ kinds: data.available }),
    ),
    ...impactHandlers(data),
    http.get(apiPath(summaryPatterns.assessments), () =>
      HttpResponse.json([
        ...(data.impact ? [headerOf(data.impact)] : []),
        ...(data.sentiment ? [headerOf(data.sentiment)] : []),
      ]),
    ),
    ...sentimentHandlers(data),
    http.get(apiPath(summaryPatterns.project), () => HttpResponse.json(data.summaries)),
    http.get(apiPath(changeImpactPatterns.byProject), () =>
      data.impact
        ? HttpResponse.json(data.impact)
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
    ),
    http.patch(apiPath(changeImpactPatterns.detail), async ({ request }) => {
      const body = (await request.json()) as UpdateChangeImpactInput;
      data.writes.push({ method: 'PATCH', url: request.url, body });
      if (!data.impact) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      const dimension = body.dimension ?? 'OVERALL';
      let ratings = data.impact.ratings;
      for (const cell of body.ratings ?? []) {
        ratings = ratings.filter(
          (r) =>
            !(
              r.change === cell.change &&
              r.impacted_group === cell.impacted_group &&
              r.dimension === dimension
            ),
        );
        if (cell.rating) {
          ratings.push({
            change: cell.change,
            impacted_group: cell.impacted_group,
            dimension,
            rating: cell.rating,
            note: '',
            updated_by: { id: 3, display_name: 'Maya Manager' },
            updated_at: STAMP,
          });
        }
      }
      data.impact = { ...data.impact, ratings };
      return HttpResponse.json(data.impact);
    }),
    http.get(apiPath(changeImpactPatterns.distribution), () => {
      const impact = data.impact;
      const counts = Object.fromEntries(ratingLevels.map((l) => [l, 0])) as Record<
        RatingLevel,
        number
      >;
      for (const r of impact?.ratings ?? []) if (r.dimension === 'OVERALL') counts[r.rating] += 1;
      const body: ImpactDistribution = {
        assessment: impact?.id ?? 0,
        dimension: 'OVERALL',
        counts,
        rated_cells: Object.values(counts).reduce((a, b) => a + b, 0),
        total_cells: (impact?.changes.length ?? 0) * (impact?.impacted_groups.length ?? 0),
        by_group: [],
        by_change: [],
      };
      return HttpResponse.json(body);
    }),
    http.get(apiPath(changeImpactPatterns.dimensionNames), () =>
      HttpResponse.json<DimensionName[]>(
        impactDimensions.map((key) => ({ key, label: impactDimensionLabels[key] })),
      ),
    ),
    http.get(apiPath(changeImpactPatterns.scoreRatings), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const groups = (query.get('impacted_groups') ?? '').split(',').map(Number);
      const impact = data.impact;
      const name = (list: { id: number; name: string }[], id: number) =>
        list.find((x) => x.id === id)?.name ?? '';
      const body: ImpactScoreRating[] = (impact?.ratings ?? [])
        .filter((r) => r.dimension === query.get('dimension') && groups.includes(r.impacted_group))
        .map((r) => ({
          change: r.change,
          change_name: name(impact?.changes ?? [], r.change),
          impacted_group: r.impacted_group,
          impacted_group_name: name(impact?.impacted_groups ?? [], r.impacted_group),
          dimension: r.dimension as ImpactDimension,
          rating: r.rating,
          note: r.note,
        }));
      return HttpResponse.json(body);
    }),
    http.get(apiPath(changeImpactPatterns.ratingDescriptions), () =>
      HttpResponse.json(data.descriptions),
    ),
    http.patch(apiPath(changeImpactPatterns.ratingDescription), async ({ request, params }) => {
      const body = (await request.json()) as { description: string };
      data.writes.push({ method: 'PATCH', url: new URL(request.url).pathname, body });
      const row = data.descriptions.find((d) => d.id === Number(params.id));
      if (!row) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      row.description = body.description;
      return HttpResponse.json(row);
    }),
  ];
}
