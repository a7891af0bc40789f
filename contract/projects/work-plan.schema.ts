import { z } from 'zod';
import {
  dateSchema,
  personRefSchema,
  queryBooleanSchema,
  refIdSchema,
  requiredDateSchema,
  timestampSchema,
  MAX_ID,
} from '../shared/common.schema';
import { storedWorkItemStates, workItemStates } from './work-plan';

// ── Item state ──────────────────────────────────────────────────────────────────────────────

export const workItemStateSchema = z.enum(workItemStates);
const storedStateSchema = z.enum(storedWorkItemStates, {
  error: 'Set Open or Closed; Overdue follows from the due date.',
});

// ── Responses ───────────────────────────────────────────────────────────────────────────────

const workItemFields = {
  id: z.number().int(),
  project: z.number().int(),
  workstream: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  state: workItemStateSchema,
  owner: personRefSchema.nullable(),
  closed_at: timestampSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
};

export const deliverableSchema = z.object({
  ...workItemFields,
  due_date: dateSchema.nullable(),
  /** The change readiness assessment this deliverable is evidence for, if any. */
  readiness_assessment_id: z.number().int().nullable(),
});
export type Deliverable = z.infer<typeof deliverableSchema>;
export const deliverableListSchema = z.array(deliverableSchema);

export const milestoneSchema = z.object({
  ...workItemFields,
  due_date: dateSchema,
  /** The change readiness assessment this milestone belongs to, if any. */
  readiness_id: z.number().int().nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;
export const milestoneListSchema = z.array(milestoneSchema);

/** A workstream with its deliverables and milestones, soonest due first. */
export const workstreamSchema = z.object({
  id: z.number().int(),
  project: z.number().int(),
  name: z.string(),
  description: z.string(),
  owner: personRefSchema.nullable(),
  position: z.number().int(),
  deliverables: z.array(deliverableSchema),
  milestones: z.array(milestoneSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Workstream = z.infer<typeof workstreamSchema>;
export const workstreamListSchema = z.array(workstreamSchema);

// ── Inputs ──────────────────────────────────────────────────────────────────────────────────

const nameSchema = (what: string) =>
  z
    .string({ error: `Name the ${what}.` })
    .trim()
    .min(1, `Name the ${what}.`)
    .max(200, 'Keep the name to 200 characters or fewer.');
const descriptionSchema = z
  .string()
  .trim()
  .max(5000, 'Keep the description to 5,000 characters or fewer.');
const ownerSchema = refIdSchema('Choose the owner from your organisation.').nullable();
const projectSchema = refIdSchema('Choose the project.');
const workstreamRefSchema = refIdSchema('Choose a workstream of this project.').nullable();

const deliverableFields = {
  name: nameSchema('deliverable'),
  description: descriptionSchema,
  due_date: dateSchema.nullable(),
  state: storedStateSchema,
  owner: ownerSchema,
  readiness_assessment_id: refIdSchema('Unknown readiness assessment.').nullable(),
};

const milestoneFields = {
  name: nameSchema('milestone'),
  description: descriptionSchema,
  due_date: dateSchema,
  state: storedStateSchema,
  owner: ownerSchema,
  readiness_id: refIdSchema('Unknown readiness assessment.').nullable(),
};

/** A deliverable to create; inside a workstream's PATCH it takes that workstream and project. */
export const newDeliverableInputSchema = z
  .object(deliverableFields)
  .partial()
  .extend({ name: deliverableFields.name })
  .strict();
export type NewDeliverableInput = z.input<typeof newDeliverableInputSchema>;

/** A milestone to create: a name and a due date. */
export const newMilestoneInputSchema = z
  .object(milestoneFields)
  .partial()
  .extend({ name: milestoneFields.name, due_date: requiredDateSchema('Enter the due date.') })
  .strict();
export type NewMilestoneInput = z.input<typeof newMilestoneInputSchema>;

/** `POST workstreams/` */
export const createWorkstreamInputSchema = z
  .object({
    project: projectSchema,
    name: nameSchema('workstream'),
    description: descriptionSchema.optional(),
    owner: ownerSchema.optional(),
  })
  .strict();
export type CreateWorkstreamInput = z.input<typeof createWorkstreamInputSchema>;

/**
 * `PATCH workstreams/{id}/`. With `?isCreateDeliverableMilestone=true`, a `deliverable` and/or
 * `milestone` in the body is created inside this workstream in the same transaction.
 */
export const updateWorkstreamInputSchema = z
  .object({
    name: nameSchema('workstream').optional(),
    description: descriptionSchema.optional(),
    owner: ownerSchema.optional(),
    position: z
      .number()
      .int()
      .min(0, 'The position is 0 or more.')
      .max(MAX_ID, `The position is at most ${MAX_ID}.`)
      .optional(),
    deliverable: newDeliverableInputSchema.optional(),
    milestone: newMilestoneInputSchema.optional(),
  })
  .strict();
export type UpdateWorkstreamInput = z.input<typeof updateWorkstreamInputSchema>;

export const updateWorkstreamQuerySchema = z.object({
  isCreateDeliverableMilestone: queryBooleanSchema.optional(),
});

/** `POST deliverables/` */
export const createDeliverableInputSchema = newDeliverableInputSchema
  .extend({ project: projectSchema, workstream: workstreamRefSchema.optional() })
  .strict();
export type CreateDeliverableInput = z.input<typeof createDeliverableInputSchema>;

/** `PATCH deliverables/{id}/`: any subset; the workstream must be of the same project. */
export const updateDeliverableInputSchema = z
  .object({ ...deliverableFields, workstream: workstreamRefSchema })
  .partial()
  .strict();
export type UpdateDeliverableInput = z.input<typeof updateDeliverableInputSchema>;

/** `POST milestones/?project=&workstream=`: the body is the milestone. */
export const createMilestoneInputSchema = newMilestoneInputSchema;
export type CreateMilestoneInput = NewMilestoneInput;

/** `PATCH milestones/{id}/`: any subset; `?workstream=` moves it. */
export const updateMilestoneInputSchema = z.object(milestoneFields).partial().strict();
export type UpdateMilestoneInput = z.input<typeof updateMilestoneInputSchema>;

// ── Queries ─────────────────────────────────────────────────────────────────────────────────

const queryId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** `GET workstreams/?project=`; `teamsApp=true` leaves out closed items (the Teams tab). */
export const workstreamListQuerySchema = z.object({
  project: queryId('Say which project: ?project=<id>.'),
  teamsApp: queryBooleanSchema.optional(),
});

/** `mine=true`: the open items of every live project the user is on (Home, the Outlook pane). */
const mineQuery = queryBooleanSchema.optional();

export const deliverableListQuerySchema = z
  .object({
    project: queryId('project is a project id.').optional(),
    readinessAssessmentId: queryId('readinessAssessmentId is an assessment id.').optional(),
    mine: mineQuery,
  })
  .refine(
    (q) => q.project !== undefined || q.readinessAssessmentId !== undefined || q.mine === true,
    {
      message: 'Give ?project=<id>, ?readinessAssessmentId=<id> or ?mine=true.',
      path: ['project'],
    },
  );

export const milestoneListQuerySchema = z
  .object({
    project: queryId('project is a project id.').optional(),
    readinessId: queryId('readinessId is an assessment id.').optional(),
    mine: mineQuery,
  })
  .refine((q) => q.project !== undefined || q.readinessId !== undefined || q.mine === true, {
    message: 'Give ?project=<id>, ?readinessId=<id> or ?mine=true.',
    path: ['project'],
  });

export const createMilestoneQuerySchema = z.object({
  project: queryId('Say which project: ?project=<id>.'),
  workstream: queryId('workstream is a workstream id.').optional(),
});

/** `?workstream=<id>` moves the milestone there; `?workstream=null` takes it out of any. */
export const updateMilestoneQuerySchema = z.object({
  workstream: z
    .union([z.literal('null').transform(() => null), queryId('workstream is a workstream id.')])
    .optional(),
});

// ── Paths ───────────────────────────────────────────────────────────────────────────────────
// In the zod-free work-plan-paths.ts, re-exported above.
