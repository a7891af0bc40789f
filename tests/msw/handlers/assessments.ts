import { http, HttpResponse } from 'msw';
import { ratingLevels, type RatingLevel } from '@contract/assessments/assessments';
import type { AssessmentHeader } from '@contract/assessments/assessments.schema';
import { changeImpactPatterns } from '@contract/assessments/change-impact';
import type {
  ChangeImpactAssessment,
  ImpactDistribution,
  RatingDescription,
  UpdateChangeImpactInput,
} from '@contract/assessments/change-impact.schema';
import { summaryPatterns } from '@contract/assessments/summary';
import type { ChangeSummary } from '@contract/assessments/summary.schema';
import { apiPath } from '../api-path';

const STAMP = '2030-01-01T09:00:00.000Z';

/** The assessments area as a component test's fake server holds it; tests may change it. */
export interface AssessmentsData {
  impact: ChangeImpactAssessment | null;
  summaries: ChangeSummary[];
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
  return { impact: impactAssessmentRecord(), summaries: [], writes: [], ...overrides };
}

function headerOf(a: ChangeImpactAssessment): AssessmentHeader {
  const { changes: _c, impacted_groups: _g, ratings: _r, ...header } = a;
  return header;
}

/** Handlers over `data`, matched by the contract's path patterns. */
export function assessmentsHandlers(data: AssessmentsData = assessmentsData()) {
  return [
    http.get(apiPath(summaryPatterns.assessments), () =>
      HttpResponse.json(data.impact ? [headerOf(data.impact)] : []),
    ),
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
    http.get(apiPath(changeImpactPatterns.ratingDescriptions), () => {
      const body: RatingDescription[] = [
        { id: 1, item_type: 'CHANGE_IMPACT', level: 'VERY_HIGH', description: 'Daily work stops.' },
        { id: 2, item_type: 'CHANGE_IMPACT', level: 'VERY_LOW', description: 'Hardly noticed.' },
      ];
      return HttpResponse.json(body);
    }),
  ];
}
