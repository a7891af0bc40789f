import { z } from 'zod';
import {
  idSchema,
  personRefSchema,
  queryBooleanSchema,
  refIdSchema,
  pageQuerySchema,
  paginatedSchema,
} from '../shared/common.schema';
import { directoryLinkSchema, groupMemberSchema, peopleIdsSchema } from './group-members.schema';

/** A global impacted group as lists show it. */
export const globalImpactedGroupSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  persona: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  owner: personRefSchema.nullable(),
  member_count: z.number().int(),
  leader_count: z.number().int(),
  project_count: z.number().int(),
  directory_group: directoryLinkSchema.nullable(),
  last_synced_at: z.string().nullable(),
  archived: z.boolean(),
  /** The caller may change it: ADMIN, CHANGE_OFFICE, its owner or an editor. */
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GlobalImpactedGroupSummary = z.infer<typeof globalImpactedGroupSummarySchema>;
/** `GET global-impacted-groups/`: one page of the groups, with the total. */
export const globalImpactedGroupPageSchema = paginatedSchema(globalImpactedGroupSummarySchema);
export type GlobalImpactedGroupPage = z.infer<typeof globalImpactedGroupPageSchema>;

export const groupFunctionRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  member_count: z.number().int(),
});

/** One global impacted group with its editors, leaders and functions. */
export const globalImpactedGroupSchema = globalImpactedGroupSummarySchema.extend({
  editors: z.array(personRefSchema),
  leaders: z.array(personRefSchema),
  functions: z.array(groupFunctionRefSchema),
  /** Manual employees (with `?isCreate=true` only), for the edit form. */
  employees: z.array(personRefSchema).optional(),
});
export type GlobalImpactedGroup = z.infer<typeof globalImpactedGroupSchema>;

export const globalImpactedGroupListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  owner: idSchema.optional(),
  persona: idSchema.optional(),
  forCurrentLoggedInUser: queryBooleanSchema.optional(),
  peopleManager: queryBooleanSchema.optional(),
  includeArchived: queryBooleanSchema.optional(),
});

export const globalImpactedGroupDetailQuerySchema = z.object({
  isCreate: queryBooleanSchema.optional(),
});

const nameSchema = z
  .string({ error: 'Enter a name.' })
  .trim()
  .min(1, 'Enter a name.')
  .max(200, 'Keep the name under 200 characters.');

const fields = {
  description: z.string().trim().max(4000, 'Keep the description under 4,000 characters.'),
  persona: refIdSchema('Choose a persona from the list.').nullable(),
  owner: refIdSchema('Choose the owner from the list.').nullable(),
  editors: peopleIdsSchema,
  leaders: peopleIdsSchema,
  employees: peopleIdsSchema,
  /** Directory object id of the group to sync members from; null unlinks. */
  directory_group_id: z.string().trim().min(1).max(200).nullable(),
};

export const createGlobalImpactedGroupInputSchema = z.strictObject({
  name: nameSchema,
  ...z.object(fields).partial().shape,
});
export type CreateGlobalImpactedGroupInput = z.input<typeof createGlobalImpactedGroupInputSchema>;

export const updateGlobalImpactedGroupInputSchema = z
  .strictObject({ name: nameSchema, archived: z.boolean(), ...fields })
  .partial();
export type UpdateGlobalImpactedGroupInput = z.input<typeof updateGlobalImpactedGroupInputSchema>;

export const groupNamesQuerySchema = z.object({ excludeGroupId: idSchema.optional() });
export const groupNameSchema = z.object({ id: z.number().int(), name: z.string() });
export type GroupName = z.infer<typeof groupNameSchema>;

/** Members of a global group, one entry per department (null: people with none). */
export const membersByDepartmentSchema = z.array(
  z.object({
    department_id: z.number().int().nullable(),
    department: z.string().nullable(),
    count: z.number().int(),
    members: z.array(groupMemberSchema),
  }),
);
export type MembersByDepartment = z.infer<typeof membersByDepartmentSchema>;
