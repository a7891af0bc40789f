import { z } from 'zod';
import { withQuery } from './common';

/** The numbered order of phases (SPEC §3): 1 ALIGN, 2 UNDERSTAND_DESIGN, 3 DEPLOY, 4 SUSTAIN. */
export const phaseCodes = ['ALIGN', 'UNDERSTAND_DESIGN', 'DEPLOY', 'SUSTAIN'] as const;
export const phaseCodeSchema = z.enum(phaseCodes);
export type PhaseCode = z.infer<typeof phaseCodeSchema>;

/** Default phase names, in the order of `phaseCodes`; an organisation may rename them. */
export const defaultPhaseNames: Record<PhaseCode, string> = {
  ALIGN: 'Understand & Reward',
  UNDERSTAND_DESIGN: 'Measure',
  DEPLOY: 'Implement',
  SUSTAIN: 'Set up for Success',
};

export const phaseSchema = z.object({
  id: z.number().int(),
  order: z.number().int().min(1).max(4),
  code: phaseCodeSchema,
  name: z.string(),
});
export type Phase = z.infer<typeof phaseSchema>;
export const phaseListSchema = z.array(phaseSchema);

/** A phase as one project sees it: the organisation's phase, marked when it is the active one. */
export const projectPhaseSchema = phaseSchema.extend({ is_active: z.boolean() });
export type ProjectPhase = z.infer<typeof projectPhaseSchema>;
export const projectPhaseListSchema = z.array(projectPhaseSchema);

export const phasePaths = {
  list: () => 'phases/',
  /** The four phases with this project's active one marked; with `phase`, that one phase. */
  forProject: (projectId: number, phase?: PhaseCode) =>
    withQuery(`projects/${projectId}/phases/`, { phase }),
};
