import { z } from 'zod';
import { phaseCodes } from './phases';

export const phaseCodeSchema = z.enum(phaseCodes);

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
