import { z } from 'zod';
import { audienceBandSchema, impactRatingSchema } from '../projects/change-attributes.schema';
import {
  idSchema,
  personRefSchema,
  queryBooleanSchema,
  refIdSchema,
} from '../shared/common.schema';
import { groupRoles, groupRolesByType, groupTypes } from './group-kinds';
import {
  directoryLinkSchema,
  groupMemberSchema,
  peopleIdsSchema,
  personSummarySchema,
} from './group-members.schema';

export const groupTypeSchema = z.enum(groupTypes, {
  error: `Choose a group type: ${groupTypes.join(', ')}.`,
});
export const groupRoleSchema = z.enum(groupRoles, { error: 'Choose a group role.' });

/** One change's impact on a group, as insights show it. */
export const groupImpactSchema = z.object({
  change: z.number().int(),
  change_name: z.string(),
  impact_level: impactRatingSchema,
  hours_per_person: z.number(),
});

/** A group of a project. Members are listed for groups of their own, counted for all. */
export const projectGroupSchema = z.object({
  id: z.number().int(),
  project: z.number().int(),
  name: z.string(),
  group_type: groupTypeSchema,
  group_role: groupRoleSchema,
  category: z.string(),
  teams_access: z.boolean(),
  notes: z.string(),
  archived: z.boolean(),
  global_impacted_group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  audience_band: audienceBandSchema.nullable(),
  directory_group: directoryLinkSchema.nullable(),
  last_synced_at: z.string().nullable(),
  member_count: z.number().int(),
  leader_count: z.number().int(),
  /** The group's own members (empty when it takes them from a global group). */
  members: z.array(groupMemberSchema),
  /** With `isChangeImpactAssessmentInsights` only. */
  impacts: z.array(groupImpactSchema).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProjectGroup = z.infer<typeof projectGroupSchema>;

/** `?isList=true`: what a picker needs. */
export const projectGroupListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  group_type: groupTypeSchema,
  group_role: groupRoleSchema,
  archived: z.boolean(),
});
export type ProjectGroupListItem = z.infer<typeof projectGroupListItemSchema>;

export const projectGroupListQuerySchema = z.object({
  isList: queryBooleanSchema.optional(),
  forCurrentLoggedInUser: queryBooleanSchema.optional(),
  includeArchived: queryBooleanSchema.optional(),
  isImpactedGroup: queryBooleanSchema.optional(),
  isStakeholder: queryBooleanSchema.optional(),
  isChangeImpactAssessmentInsights: queryBooleanSchema.optional(),
});

export const projectGroupQuerySchema = z.object({
  group: idSchema.optional(),
});

const groupFields = {
  name: z.string({ error: 'Enter a name.' }).trim().min(1, 'Enter a name.').max(200),
  category: z.string().trim().max(200),
  teams_access: z.boolean(),
  notes: z.string().trim().max(4000, 'Keep the notes under 4,000 characters.'),
  members: peopleIdsSchema,
  leaders: peopleIdsSchema,
  global_impacted_group: refIdSchema('Choose a global impacted group.').nullable(),
  audience_band: audienceBandSchema.nullable(),
};

function roleFitsType(
  value: { group_type?: string; group_role?: string },
  ctx: z.RefinementCtx,
): void {
  if (!value.group_type || !value.group_role) return;
  const allowed = groupRolesByType[value.group_type as keyof typeof groupRolesByType];
  if (allowed && !allowed.includes(value.group_role as (typeof allowed)[number])) {
    ctx.addIssue({
      code: 'custom',
      path: ['group_role'],
      message: `A ${value.group_type} group’s role is one of ${allowed.join(', ')}.`,
    });
  }
}

export const createProjectGroupInputSchema = z
  .strictObject({
    group_type: groupTypeSchema,
    group_role: groupRoleSchema.optional(),
    ...z.object(groupFields).partial().required({ name: true }).shape,
  })
  .superRefine(roleFitsType);
export type CreateProjectGroupInput = z.input<typeof createProjectGroupInputSchema>;

export const updateProjectGroupInputSchema = z
  .strictObject({ group_role: groupRoleSchema, archived: z.boolean(), ...groupFields })
  .partial();
export type UpdateProjectGroupInput = z.input<typeof updateProjectGroupInputSchema>;

export const createDirectoryGroupInputSchema = z.strictObject({
  group: refIdSchema('Choose the group.'),
  /** Name of the new directory group; the project group's name when left out. */
  name: z.string().trim().min(1).max(200).optional(),
});

export const linkDirectoryMembersInputSchema = z.strictObject({
  group: refIdSchema('Choose the group.'),
  directory_group_id: z
    .string({ error: 'Choose a directory group.' })
    .trim()
    .min(1, 'Choose a directory group.')
    .max(200),
});

export const projectTeamQuerySchema = z.object({ reduced: queryBooleanSchema.optional() });
export const projectTeamSchema = z.union([z.array(personSummarySchema), z.array(personRefSchema)]);

/** The caller's groups in a project and whether they lead each. */
export const employeeGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  group_type: groupTypeSchema,
  group_role: groupRoleSchema,
  is_leader: z.boolean(),
});
export type EmployeeGroup = z.infer<typeof employeeGroupSchema>;
