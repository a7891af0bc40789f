import { z } from 'zod';
import { idSchema, refIdSchema } from '../shared/common.schema';

export const impactedGroupFunctionSchema = z.object({
  id: z.number().int(),
  global_impacted_group: z.number().int(),
  name: z.string(),
  departments: z.array(z.object({ id: z.number().int(), name: z.string() })),
  member_count: z.number().int(),
});
export type ImpactedGroupFunction = z.infer<typeof impactedGroupFunctionSchema>;

export const impactedGroupFunctionListQuerySchema = z.object({
  globalImpactedGroup: idSchema,
});

const departmentsSchema = z
  .array(refIdSchema('Choose departments from the list.'))
  .max(500)
  .transform((ids) => [...new Set(ids)]);

export const createImpactedGroupFunctionInputSchema = z.strictObject({
  global_impacted_group: refIdSchema('Choose the group.'),
  name: z.string({ error: 'Enter a name.' }).trim().min(1, 'Enter a name.').max(200),
  departments: departmentsSchema.default([]),
});
export type CreateImpactedGroupFunctionInput = z.input<
  typeof createImpactedGroupFunctionInputSchema
>;

export const updateImpactedGroupFunctionInputSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Enter a name.').max(200),
    departments: departmentsSchema,
  })
  .partial();
export type UpdateImpactedGroupFunctionInput = z.input<
  typeof updateImpactedGroupFunctionInputSchema
>;

export const departmentCsvQuerySchema = z.object({ departmentId: idSchema });
