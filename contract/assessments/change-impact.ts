// Zod-free on purpose: the assessments tab builds these paths on screens that do not load zod.
import { fillPath } from '../shared/path-pattern';
import { withQuery } from '../shared/query-string';
import type { ImpactDimension, RatingItemType } from './assessments';

/** Path patterns of the change impact calls, relative to /api/v1/ (see `fillPath`). */
export const changeImpactPatterns = {
  collection: 'change-impact-assessment/',
  detail: 'change-impact-assessment/:id/',
  byProject: 'change-impact-assessment/get_change_impact_assessment/',
  distribution: 'change-impact-assessment/distribution/',
  categories: 'impact-categories/',
  category: 'impact-categories/:id/',
  impacts: 'impacts/',
  impact: 'impacts/:id/',
  scoreRatings: 'impact-score-ratings/',
  dimensionNames: 'impact-score-ratings/get_dimension_names/',
  ratingDescriptions: 'change-rating-descriptions/',
  ratingDescription: 'change-rating-descriptions/:id/',
} as const;

export const changeImpactPaths = {
  /** `POST` starts the project's change impact assessment. */
  create: (projectId: number) => withQuery(changeImpactPatterns.collection, { project: projectId }),
  /** `PATCH` the header and grid cells. */
  detail: (id: number) => fillPath(changeImpactPatterns.detail, { id }),
  /** `GET` the project's assessment with its grid (404 before it is started). */
  byProject: (projectId: number) =>
    withQuery(changeImpactPatterns.byProject, { project: projectId }),
  distribution: (assessmentId: number, dimension?: ImpactDimension) =>
    withQuery(changeImpactPatterns.distribution, {
      change_impact_assessment: assessmentId,
      dimension,
    }),
};

export const impactCategoriesPaths = {
  list: (projectId: number) => withQuery(changeImpactPatterns.categories, { project: projectId }),
  create: () => changeImpactPatterns.categories,
  detail: (id: number) => fillPath(changeImpactPatterns.category, { id }),
};

export const impactsPaths = {
  list: (projectId: number) => withQuery(changeImpactPatterns.impacts, { project: projectId }),
  /** The impacts of a category; `forScoring` keeps those that name impacted groups. */
  byCategory: (projectId: number, categoryId: number, forScoring = false) =>
    withQuery(changeImpactPatterns.impacts, {
      categoryId,
      project: projectId,
      forScoring: forScoring || undefined,
    }),
  create: () => changeImpactPatterns.impacts,
  detail: (id: number) => fillPath(changeImpactPatterns.impact, { id }),
};

export const impactScoreRatingsPaths = {
  list: (dimension: ImpactDimension, impactedGroupIds: readonly number[]) =>
    withQuery(changeImpactPatterns.scoreRatings, { dimension, impacted_groups: impactedGroupIds }),
  dimensionNames: () => changeImpactPatterns.dimensionNames,
};

export const ratingDescriptionsPaths = {
  list: (itemType: RatingItemType) =>
    withQuery(changeImpactPatterns.ratingDescriptions, { itemType }),
  detail: (id: number, itemType: RatingItemType) =>
    withQuery(fillPath(changeImpactPatterns.ratingDescription, { id }), { itemType }),
  /** `PATCH` rewords one level (admins only). */
  update: (id: number) => fillPath(changeImpactPatterns.ratingDescription, { id }),
};
