import { z } from 'zod';
import { NARRATIVE_MAX_LENGTH } from './narrative';
import {
  MAX_ID,
  personRefSchema,
  queryBooleanSchema,
  refIdSchema,
  timestampSchema,
} from '../shared/common.schema';

/**
 * `GET projects/{id}/change_narrative/`. A project without a narrative yet answers the empty
 * narrative (`id: null`, `version: 0`): create it with POST, then save with PATCH.
 */
export const changeNarrativeSchema = z.object({
  id: z.number().int().nullable(),
  project: z.number().int(),
  /** Sanitised HTML. */
  content: z.string(),
  owner: personRefSchema.nullable(),
  /** Send it back on PATCH; a stale version is refused with 409. */
  version: z.number().int(),
  created_at: timestampSchema.nullable(),
  updated_at: timestampSchema.nullable(),
  updated_by: personRefSchema.nullable(),
});
export type ChangeNarrative = z.infer<typeof changeNarrativeSchema>;

const contentSchema = z
  .string({ error: 'Send the narrative as HTML text.' })
  .max(NARRATIVE_MAX_LENGTH, 'The narrative is too long (at most 200,000 characters).');
const ownerSchema = refIdSchema('Choose the owner from your organisation.').nullable();

/** `POST projects/{id}/change_narrative/`: once per project. */
export const createChangeNarrativeInputSchema = z
  .object({ content: contentSchema.default(''), owner: ownerSchema.optional() })
  .strict();
export type CreateChangeNarrativeInput = z.input<typeof createChangeNarrativeInputSchema>;

/** `PATCH projects/{id}/change_narrative/`: the text, with the version it was edited from. */
export const updateChangeNarrativeInputSchema = z
  .object({
    content: contentSchema,
    version: z
      .number({ error: 'Send the version you loaded, so nobody’s edits are overwritten.' })
      .int()
      .min(1)
      .max(MAX_ID),
  })
  .strict();
export type UpdateChangeNarrativeInput = z.input<typeof updateChangeNarrativeInputSchema>;

/** `PATCH projects/{id}/change_narrative/?edit_owner=true`: the owner only (`null` clears it). */
export const editChangeNarrativeOwnerInputSchema = z.object({ owner: ownerSchema }).strict();
export type EditChangeNarrativeOwnerInput = z.input<typeof editChangeNarrativeOwnerInputSchema>;

/** What the PATCH route accepts before it knows which of the two edits it is. */
export const changeNarrativePatchBodySchema = z
  .object({
    content: contentSchema.optional(),
    version: z.number().int().min(1).max(MAX_ID).optional(),
    owner: ownerSchema.optional(),
  })
  .strict();

export const changeNarrativePatchQuerySchema = z.object({
  edit_owner: queryBooleanSchema.optional(),
});
