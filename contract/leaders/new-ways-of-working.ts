// Zod-free on purpose: the Leaders tab and the portfolio read these paths and rules without zod.
import { fillPath } from '../shared/path-pattern';
import { withQuery } from '../shared/query-string';
import { activationCyclesPatterns } from './activation-cycles';

/** A behaviour counts as adopted when its average consistency (1 never … 5 always) is at least this. */
export const HIGH_CONSISTENCY = 4;
export const consistencyLabels: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: 'Never',
  2: 'Rarely',
  3: 'Sometimes',
  4: 'Often',
  5: 'Always',
};

/** Path patterns of the new-ways-of-working calls, relative to /api/v1/. */
export const newWaysOfWorkingPatterns = {
  collection: 'new-ways-of-working/',
  detail: 'new-ways-of-working/:id/',
  highConsistency: 'get_number_of_new_ways_of_working_with_high_average_consistency/',
  adoption: 'project-stats/',
  /** `GET` the caller's observational survey; `POST` their ratings. */
  observationalSurvey: activationCyclesPatterns.observationalSurvey,
} as const;

export const newWaysOfWorkingPaths = {
  list: (activationCycleId: number) =>
    withQuery(newWaysOfWorkingPatterns.collection, { activationCycleId }),
  create: () => newWaysOfWorkingPatterns.collection,
  detail: (id: number) => fillPath(newWaysOfWorkingPatterns.detail, { id }),
  highConsistency: (filters: { projectId?: number; activationCycleId?: number } = {}) =>
    withQuery(newWaysOfWorkingPatterns.highConsistency, filters),
  adoption: (projectId?: number) =>
    withQuery(newWaysOfWorkingPatterns.adoption, { nwowAdoptionStatsOnly: true, projectId }),
  observationalSurvey: (projectId?: number) =>
    withQuery(newWaysOfWorkingPatterns.observationalSurvey, { projectId }),
  submitObservations: () => newWaysOfWorkingPatterns.observationalSurvey,
};
