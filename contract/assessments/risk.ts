// Zod-free on purpose: the assessments tab builds these paths on screens that do not load zod.
import { fillPath } from '../shared/path-pattern';
import { withQuery } from '../shared/query-string';

/** Path patterns of the business and implementation risk calls, relative to /api/v1/. */
export const riskPatterns = {
  businessAssessments: 'business-risk-assessment/',
  businessAssessment: 'business-risk-assessment/:id/',
  risks: 'business-risk/',
  risk: 'business-risk/:id/',
  categories: 'risk-categories/',
  category: 'risk-categories/:id/',
  changeAssessments: 'change-risk-assessment/',
  changeAssessment: 'change-risk-assessment/:id/',
  start: 'change-risk-assessment/:id/start/',
  reorder: 'change-risk-assessment/:id/reorder_changes/',
} as const;

export const businessRiskAssessmentPaths = {
  create: (projectId: number) =>
    withQuery(riskPatterns.businessAssessments, { project: projectId }),
  /** `GET`, `PATCH` (with `assigned_ratings`). */
  detail: (id: number) => fillPath(riskPatterns.businessAssessment, { id }),
};

export const businessRisksPaths = {
  list: (projectId: number) => withQuery(riskPatterns.risks, { projectId }),
  create: () => riskPatterns.risks,
  detail: (id: number) => fillPath(riskPatterns.risk, { id }),
};

export const riskCategoriesPaths = {
  /** The organisation-wide categories. */
  list: () => riskPatterns.categories,
  /** The categories a project uses, each with its business risks. */
  byProject: (projectId: number) =>
    withQuery(riskPatterns.categories, { projectId, groupBy: 'category' }),
  create: () => riskPatterns.categories,
  detail: (id: number) => fillPath(riskPatterns.category, { id }),
};

export const changeRiskAssessmentPaths = {
  create: (projectId: number) => withQuery(riskPatterns.changeAssessments, { project: projectId }),
  detail: (id: number) => fillPath(riskPatterns.changeAssessment, { id }),
  start: (id: number) => fillPath(riskPatterns.start, { id }),
  /** `PUT` the changes' ids in their new order. */
  reorder: (id: number) => fillPath(riskPatterns.reorder, { id }),
};
