import { z } from 'zod';
import {
  csvEnumSchema,
  csvIdsSchema,
  dateSchema,
  paginatedSchema,
  paginationQuerySchema,
  personRefSchema,
  queryBooleanSchema,
  refIdSchema,
  timestampSchema,
  whenFieldsValid,
} from '../shared/common.schema';
import { phaseCodeSchema } from './phases.schema';
import { phaseCodes } from './phases';
import {
  changeTypes,
  initialProjectStatuses,
  projectOrderings,
  projectStatuses,
  scopeLevels,
  setUpSteps,
} from './projects';
import { organisationRoleSchema } from '../people/roles.schema';

// ── Enumerations ────────────────────────────────────────────────────────────────────────────
// The values live in the zod-free project-names.ts (the SPA's first screen reads them); the
// schemas are built here.

export const projectStatusSchema = z.enum(projectStatuses, {
  error: `Choose a status: ${projectStatuses.join(', ')}.`,
});

export const scopeLevelSchema = z.enum(scopeLevels, {
  error: 'Choose a scope: enterprise, business unit, region or function.',
});

export const changeTypeSchema = z.enum(changeTypes, {
  error: 'Choose a change type: system, behaviour, restructure, process or organisation.',
});

// ── Responses ───────────────────────────────────────────────────────────────────────────────

export const projectTagSchema = z.object({ id: z.number().int(), name: z.string() });
export type ProjectTag = z.infer<typeof projectTagSchema>;

/** A person on a project's team. */
export const teamMemberSchema = personRefSchema.extend({
  email: z.string(),
  job_title: z.string().nullable(),
  role: organisationRoleSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A project as lists, cards and Home show it. */
export const projectSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  business_objective: z.string(),
  status: projectStatusSchema,
  /** Where the status may move next (DESIGN.md §6): offer only these. */
  allowed_status_moves: z.array(projectStatusSchema),
  active_phase: phaseCodeSchema,
  /** The organisation's name for the active phase. */
  active_phase_name: z.string(),
  scope_level: scopeLevelSchema.nullable(),
  change_type: changeTypeSchema.nullable(),
  start_date: dateSchema.nullable(),
  end_date: dateSchema.nullable(),
  archived: z.boolean(),
  /** Set when the project was deleted; it stays recoverable from the archive. */
  deleted_at: timestampSchema.nullable(),
  tags: z.array(projectTagSchema),
  team_size: z.number().int(),
  change_count: z.number().int(),
  /** The nearest go-live of its changes from today on (organisation time zone). */
  next_go_live_date: dateSchema.nullable(),
  /** Whether the caller may edit this project: show edit controls only when true. */
  can_edit: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** `GET projects/{id}/`: everything the project workspace needs in one call. */
export const projectSchema = projectSummarySchema.extend({
  /** The set-up steps the project's data completes (`setUpStepsDone`), in the guide's order. */
  workflow_guide_steps_completed: z.array(z.enum(setUpSteps)),
  team: z.array(teamMemberSchema),
  created_by: personRefSchema.nullable(),
  deleted_by: personRefSchema.nullable(),
  counts: z.object({
    changes: z.number().int(),
    workstreams: z.number().int(),
    deliverables: z.number().int(),
    milestones: z.number().int(),
    metrics: z.number().int(),
  }),
});
export type Project = z.infer<typeof projectSchema>;

export const paginatedProjectsSchema = paginatedSchema(projectSummarySchema);
export const projectSummaryListSchema = z.array(projectSummarySchema);

// ── Inputs ──────────────────────────────────────────────────────────────────────────────────

const projectNameSchema = z
  .string({ error: 'Enter a project name.' })
  .trim()
  .min(1, 'Enter a project name.')
  .max(200, 'Keep the name to 200 characters or fewer.');
const businessObjectiveSchema = z
  .string({ error: 'Describe the business objective in words.' })
  .trim()
  .max(5000, 'Keep the business objective to 5,000 characters or fewer.');
const tagIdsSchema = z
  .array(refIdSchema('Choose tags from the list.'), { error: 'Choose tags from the list.' })
  .max(20, 'A project can have at most 20 tags.');
const teamMemberIdsSchema = z
  .array(refIdSchema('Choose people from your organisation.'), {
    error: 'Choose people from your organisation.',
  })
  .max(200, 'A team can have at most 200 people.');

/** Fields a project form edits; create and update add their own rules. */
const projectFields = {
  name: projectNameSchema,
  business_objective: businessObjectiveSchema,
  active_phase: z.enum(phaseCodes, { error: 'Choose one of the four phases.' }),
  scope_level: scopeLevelSchema.nullable(),
  change_type: changeTypeSchema.nullable(),
  start_date: dateSchema.nullable(),
  end_date: dateSchema.nullable(),
  /** Project tag ids of the organisation (`project-tags/`). */
  tags: tagIdsSchema,
  /** People on the team, by id; on create the creator joins whatever is sent. */
  team_member_ids: teamMemberIdsSchema,
};

/** End on or after start, when both are given. */
function endNotBeforeStart(
  value: { start_date?: string | null; end_date?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.start_date && value.end_date && value.end_date < value.start_date) {
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: 'The end date cannot be before the start date.',
    });
  }
}

/** `POST projects/`: the new project wizard's fields. Only the name is required. */
export const createProjectInputSchema = z
  .object({
    ...projectFields,
    status: z
      .enum(initialProjectStatuses, { error: 'A new project starts as None, Planned or Live.' })
      .optional(),
    business_objective: businessObjectiveSchema.optional(),
    active_phase: projectFields.active_phase.optional(),
    scope_level: projectFields.scope_level.optional(),
    change_type: projectFields.change_type.optional(),
    start_date: projectFields.start_date.optional(),
    end_date: projectFields.end_date.optional(),
    tags: tagIdsSchema.optional(),
    team_member_ids: teamMemberIdsSchema.optional(),
  })
  .strict()
  .superRefine(endNotBeforeStart, whenFieldsValid('start_date', 'end_date'));
export type CreateProjectInput = z.input<typeof createProjectInputSchema>;

/**
 * `PATCH projects/{id}/`: any subset. A status outside the allowed moves, or an end date before
 * the (stored or sent) start date, is refused with a field message. `archived: false` also
 * restores a deleted project.
 */
export const updateProjectInputSchema = z
  .object(projectFields)
  .partial()
  .extend({
    status: projectStatusSchema.optional(),
    archived: z.boolean({ error: 'Archived is true or false.' }).optional(),
  })
  .strict()
  .superRefine(endNotBeforeStart, whenFieldsValid('start_date', 'end_date'));
export type UpdateProjectInput = z.input<typeof updateProjectInputSchema>;

// ── Queries ─────────────────────────────────────────────────────────────────────────────────

/**
 * `GET projects/`: filters combine with AND; a comma list inside one filter means any of them.
 * `archived=true` is the archive: archived projects and deleted ones (with `deleted_at`).
 */
export const projectListQuerySchema = paginationQuerySchema.extend({
  status: csvEnumSchema(projectStatuses, 'status').optional(),
  phase: csvEnumSchema(phaseCodes, 'phase').optional(),
  /** Project tag ids: projects with any of them. */
  tag: csvIdsSchema.optional(),
  change_type: csvEnumSchema(changeTypes, 'change type').optional(),
  scope_level: csvEnumSchema(scopeLevels, 'scope').optional(),
  search: z.string().trim().max(200, 'Search with 200 characters or fewer.').optional(),
  archived: queryBooleanSchema.optional(),
  ordering: z
    .enum(projectOrderings, { error: `Sort by one of: ${projectOrderings.join(', ')}.` })
    .default('name'),
});
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;

/** `projects/{id}/phases/?phase=`: one phase by code instead of the list. */
export const projectPhaseQuerySchema = z.object({
  phase: z.enum(phaseCodes, { error: 'Choose one of the four phase codes.' }).optional(),
});

// ── Teams app interaction ───────────────────────────────────────────────────────────────────

/** `GET project-teams-app-interaction/{id}/`: the caller opened project {id} in Teams. */
export const teamsAppInteractionSchema = z.object({
  project: z.number().int(),
  user: z.number().int(),
  open_count: z.number().int(),
  first_opened_at: timestampSchema,
  last_opened_at: timestampSchema,
});
export type TeamsAppInteraction = z.infer<typeof teamsAppInteractionSchema>;

// ── Paths ───────────────────────────────────────────────────────────────────────────────────
// In the zod-free projects-paths.ts, re-exported above.
