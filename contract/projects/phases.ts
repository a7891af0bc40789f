// Zod-free on purpose: the SPA's first screen imports these values, and zod stays out of it.
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

export const phasePaths = {
  list: () => 'phases/',
  /** The four phases with this project's active one marked; with `phase`, that one phase. */
  forProject: (projectId: number, phase?: PhaseCode) =>
    withQuery(`projects/${projectId}/phases/`, { phase }),
};
