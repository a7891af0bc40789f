// Zod-free on purpose: the SPA's first screen imports these values, and zod stays out of it.
import { fillPath } from '../shared/path-pattern';
import { withQuery } from '../shared/query-string';

/** The numbered order of phases (SPEC §3): 1 ALIGN, 2 UNDERSTAND_DESIGN, 3 DEPLOY, 4 SUSTAIN. */
export const phaseCodes = ['ALIGN', 'UNDERSTAND_DESIGN', 'DEPLOY', 'SUSTAIN'] as const;
export type PhaseCode = (typeof phaseCodes)[number];

/** Default phase names, in the order of `phaseCodes`; an organisation may rename them. */
export const defaultPhaseNames: Record<PhaseCode, string> = {
  ALIGN: 'Understand & Reward',
  UNDERSTAND_DESIGN: 'Measure',
  DEPLOY: 'Implement',
  SUSTAIN: 'Set up for Success',
};

/** Path patterns of the phases calls, relative to /api/v1/ (see `fillPath`). */
export const phasePatterns = {
  collection: 'phases/',
  forProject: 'projects/:id/phases/',
} as const;

export const phasePaths = {
  list: () => phasePatterns.collection,
  /** The four phases with this project's active one marked; with `phase`, that one phase. */
  forProject: (projectId: number, phase?: PhaseCode) =>
    withQuery(fillPath(phasePatterns.forProject, { id: projectId }), { phase }),
};
