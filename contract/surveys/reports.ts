// Zod-free on purpose: the report screen's labels and the confidentiality threshold.
import { fillPath } from '../shared/path-pattern';
import { withQuery } from '../shared/query-string';
import type { SurveyOrigin } from './surveys';

/**
 * Fewest responses a figure may stand on (DESIGN.md §6): any breakdown cell with fewer, or whose
 * difference from a visible total or a less-filtered figure is fewer, is hidden.
 */
export const MIN_RESPONSES = 5;

export const breakdownDimensions = ['group', 'site', 'department'] as const;
export type BreakdownDimension = (typeof breakdownDimensions)[number];

export const reportsPatterns = {
  individual: 'survey-reports/:id/report_for_individual_survey/',
  distribution: 'base-survey-reports/:id/distribution/',
  questionReports: 'custom-survey-reports/:id/get_question_reports/',
  filteredBase: 'surveys/:id/return_filtered_base_survey_reports/',
  filteredNwow: 'surveys/:id/return_filtered_nwowo_survey_reports/',
  filteredCustom: 'surveys/:id/return_filtered_custom_survey_reports/',
  siteResults: 'surveys/get_other_reporting_site_survey_results/',
  siteCompletion: 'surveys/get_completed_and_send_result_for_survey_by_site_base_custom/',
  nwowSiteResults: 'surveys/:id/get_nwow_reporting_site_survey_results/',
  nwowSiteCompletion: 'surveys/:id/get_completed_and_send_result_for_survey_by_site_nwow/',
  answers: 'get-survey-response-answers/',
} as const;

export const reportsPaths = {
  /** `GET` the survey's headline figures, per-question results and trend across cycles. */
  individual: (surveyId: number, type?: SurveyOrigin, cycle?: number) =>
    withQuery(fillPath(reportsPatterns.individual, { id: surveyId }), { type, cycle }),
  /** `GET` how answers spread over each question's scale or options. */
  distribution: (surveyId: number, cycle?: number) =>
    withQuery(fillPath(reportsPatterns.distribution, { id: surveyId }), { cycle }),
  /** `GET` per-question results (per behaviour for new-ways-of-working surveys). */
  questionReports: (surveyId: number, isNwow = false, cycle?: number) =>
    withQuery(fillPath(reportsPatterns.questionReports, { id: surveyId }), { isNwow, cycle }),
  /** `POST` filters: results by group of a type. */
  filteredBase: (surveyId: number, groupType?: string) =>
    withQuery(fillPath(reportsPatterns.filteredBase, { id: surveyId }), { group_type: groupType }),
  /** `POST` filters: behaviours' consistency, overall or by group. */
  filteredNwow: (surveyId: number, isAggregate: boolean) =>
    withQuery(fillPath(reportsPatterns.filteredNwow, { id: surveyId }), {
      is_aggregate: isAggregate,
    }),
  /** `POST` filters: a custom survey's results, overall or by group. */
  filteredCustom: (surveyId: number, isAggregate: boolean) =>
    withQuery(fillPath(reportsPatterns.filteredCustom, { id: surveyId }), {
      is_aggregate: isAggregate,
    }),
  /** `GET` results by reporting site. */
  siteResults: (surveyId: number) => withQuery(reportsPatterns.siteResults, { surveyId }),
  /** `GET` sent and completed by reporting site. */
  siteCompletion: (surveyId: number) => withQuery(reportsPatterns.siteCompletion, { surveyId }),
  /** `POST` filters: a new-ways-of-working survey's results by site. */
  nwowSiteResults: (surveyId: number) =>
    fillPath(reportsPatterns.nwowSiteResults, { id: surveyId }),
  /** `POST` filters: a new-ways-of-working survey's sent and completed by site. */
  nwowSiteCompletion: (surveyId: number) =>
    fillPath(reportsPatterns.nwowSiteCompletion, { id: surveyId }),
  /** `POST` filters: free-text answers, never with who wrote them. */
  answers: (surveyId: number) => withQuery(reportsPatterns.answers, { surveyId }),
};
