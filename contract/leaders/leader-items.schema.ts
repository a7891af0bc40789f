import { z } from 'zod';
import {
  dateSchema,
  idSchema,
  MAX_ID,
  paginatedSchema,
  paginationQuerySchema,
  personRefSchema,
  queryBooleanSchema,
  refIdSchema,
  timestampSchema,
} from '../shared/common.schema';
import { leaderItemKinds } from './kinds';
import { itemStates } from './leader-items';
import { groupRefSchema } from './shared.schema';

const title = z
  .string({ error: 'Give it a title.' })
  .trim()
  .min(1, 'Give it a title.')
  .max(300, 'Keep the title to 300 characters or fewer.');
const description = z
  .string()
  .trim()
  .max(5000, 'Keep the description to 5,000 characters or fewer.');
const owner = refIdSchema('Choose a leader of the group from the list.').nullable();

/** Body of `POST leader-tasks/` and `POST leader-actions/` (where it goes is in the query). */
export const createItemInputSchema = z.strictObject({
  title,
  description: description.optional(),
  owner: owner.optional(),
  due_date: dateSchema.nullable().optional(),
});
export type CreateItemInput = z.input<typeof createItemInputSchema>;

export const createItemQuerySchema = z.object({
  activation_cycle_id: idSchema,
  is_general: queryBooleanSchema.optional(),
  impacted_group_id: idSchema.optional(),
  project_id: idSchema.optional(),
});

/** `PATCH leader-tasks/{id}/`: any subset; a leader may only close or reopen. */
export const updateItemInputSchema = z.strictObject({
  title: title.optional(),
  description: description.optional(),
  owner: owner.optional(),
  due_date: dateSchema.nullable().optional(),
  closed: z.boolean({ error: 'Say whether it is closed.' }).optional(),
  /** Another group of the cycle, or `null` to make it general. */
  impacted_group: refIdSchema('Choose an impacted group of the cycle.').nullable().optional(),
});
export type UpdateItemInput = z.input<typeof updateItemInputSchema>;

export const updateItemQuerySchema = z.object({
  activation_cycle_id: idSchema.optional(),
  project_id: idSchema.optional(),
});

export const leaderItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(leaderItemKinds),
  activation_cycle: z.number().int(),
  cycle_name: z.string(),
  project: z.number().int(),
  impacted_group: groupRefSchema.nullable(),
  is_general: z.boolean(),
  title: z.string(),
  description: z.string(),
  owner: personRefSchema.nullable(),
  due_date: z.string().nullable(),
  closed: z.boolean(),
  closed_at: timestampSchema.nullable(),
  state: z.enum(itemStates),
  /** Closed on or before its due date; `null` while open or without a due date. */
  closed_on_time: z.boolean().nullable(),
  can_edit: z.boolean(),
  can_close: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type LeaderItem = z.infer<typeof leaderItemSchema>;
export const leaderItemPageSchema = paginatedSchema(leaderItemSchema);
export type LeaderItemPage = z.infer<typeof leaderItemPageSchema>;

/** Counts of items; `due_so_far` and `closed_on_time` make the activation score. */
export const itemStatsSchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  overdue: z.number().int(),
  closed: z.number().int(),
  due_so_far: z.number().int(),
  closed_on_time: z.number().int(),
});
export type ItemStats = z.infer<typeof itemStatsSchema>;

export const taskListQuerySchema = paginationQuerySchema.extend({
  activation_cycle_id: idSchema.optional(),
  project: idSchema.optional(),
  closed: queryBooleanSchema.optional(),
  personal_task: queryBooleanSchema.optional(),
  impacted_group_id: idSchema.optional(),
  is_in_wizard: queryBooleanSchema.optional(),
  isInTeams: queryBooleanSchema.optional(),
  is_impacted_group_level: queryBooleanSchema.optional(),
  statsOnly: queryBooleanSchema.optional(),
});
export type TaskListQuery = z.output<typeof taskListQuerySchema>;

export const actionListQuerySchema = paginationQuerySchema.extend({
  activation_cycle_id: idSchema.optional(),
  project: idSchema.optional(),
  closed: queryBooleanSchema.optional(),
});

export const personalStatsQuerySchema = z.object({
  activation_cycle_id: idSchema.optional(),
  impacted_group_id: idSchema.optional(),
});

export const planTasksQuerySchema = paginationQuerySchema.extend({
  leader_group_change_plan: idSchema,
  closed: queryBooleanSchema.optional(),
});

const ids = z.array(z.number().int().positive().max(MAX_ID)).max(500);

/** Body of `filter_tasks` (a project) and `filter_tasks_cycle_level` (a cycle). */
export const taskFilterInputSchema = z.strictObject({
  activation_cycle_ids: ids.optional(),
  impacted_group_ids: ids.optional(),
  owner_ids: ids.optional(),
  states: z.array(z.enum(itemStates)).max(3).optional(),
  kinds: z.array(z.enum(leaderItemKinds)).max(2).optional(),
  search: z.string().trim().max(200).optional(),
  page_number: z.number().int().min(1).max(MAX_ID).optional(),
  page_size: z.number().int().min(1).max(500).optional(),
});
export type TaskFilterInput = z.input<typeof taskFilterInputSchema>;

export const cycleTaskGroupsSchema = z.array(
  z.object({
    impacted_group: groupRefSchema.nullable(),
    stats: itemStatsSchema,
    items: z.array(leaderItemSchema),
  }),
);
export type CycleTaskGroups = z.infer<typeof cycleTaskGroupsSchema>;

export const projectStatsInputSchema = z.strictObject({
  activation_cycle_id: refIdSchema('Choose a cycle.').optional(),
  kind: z.enum(leaderItemKinds).optional(),
});
export const projectTaskStatsSchema = z.object({
  totals: itemStatsSchema,
  by_group: z.array(z.object({ impacted_group: groupRefSchema, stats: itemStatsSchema })),
  by_cycle: z.array(
    z.object({ activation_cycle: z.number().int(), name: z.string(), stats: itemStatsSchema }),
  ),
});
export type ProjectTaskStats = z.infer<typeof projectTaskStatsSchema>;

/** One task's values in a bulk edit; the answer's `previous` in the same shape undoes it. */
export const bulkItemSchema = z.strictObject({
  id: refIdSchema('Choose tasks from the list.'),
  closed: z.boolean().optional(),
  owner: owner.optional(),
  due_date: dateSchema.nullable().optional(),
});
export type BulkItem = z.infer<typeof bulkItemSchema>;
export const bulkUpdateInputSchema = z.strictObject({
  items: z
    .array(bulkItemSchema, { error: 'Choose the tasks to change.' })
    .min(1, 'Choose the tasks to change.')
    .max(500, 'Change at most 500 tasks at once.'),
});
export type BulkUpdateInput = z.input<typeof bulkUpdateInputSchema>;
export const bulkUpdateResultSchema = z.object({
  updated: z.array(leaderItemSchema),
  previous: z.array(
    z.object({
      id: z.number().int(),
      closed: z.boolean(),
      owner: z.number().int().nullable(),
      due_date: z.string().nullable(),
    }),
  ),
});
export type BulkUpdateResult = z.infer<typeof bulkUpdateResultSchema>;
