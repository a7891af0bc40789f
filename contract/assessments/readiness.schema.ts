import { z } from 'zod';
import { workItemStateSchema } from '../projects/work-plan.schema';
import {
  dateSchema,
  idSchema,
  personRefSchema,
  queryBooleanSchema,
  refIdSchema,
  timestampSchema,
} from '../shared/common.schema';
import { approvalStatuses, measureTypes, ragStatuses } from './assessments';
import { assessmentHeaderFields, assessmentHeaderInputFields } from './assessments.schema';

export const measureTypeSchema = z.enum(measureTypes, {
  error: `Choose a kind: ${measureTypes.join(', ')}.`,
});
export const ragStatusSchema = z.enum(ragStatuses, { error: 'Choose Red, Amber or Green.' });
export const approvalStatusSchema = z.enum(approvalStatuses);

// ── Assessment ──────────────────────────────────────────────────────────────────────────────

const ragCountsSchema = z.object({
  RED: z.number().int(),
  AMBER: z.number().int(),
  GREEN: z.number().int(),
  NOT_REPORTED: z.number().int(),
});

export const readinessAssessmentSchema = z.object({
  ...assessmentHeaderFields,
  go_live_date: dateSchema.nullable(),
  measure_count: z.number().int(),
  /** Each measure counted once, by its latest report. */
  rag_counts: ragCountsSchema,
  approvals: z.object({
    total: z.number().int(),
    approved: z.number().int(),
    pending: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type ReadinessAssessment = z.infer<typeof readinessAssessmentSchema>;

const goLiveDateInput = dateSchema.nullable().optional();

export const createReadinessInputSchema = z
  .object({ ...assessmentHeaderInputFields, go_live_date: goLiveDateInput })
  .strict();
export type CreateReadinessInput = z.input<typeof createReadinessInputSchema>;
export const updateReadinessInputSchema = createReadinessInputSchema;
export type UpdateReadinessInput = CreateReadinessInput;

const queryId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const readinessCreateQuerySchema = z.object({
  projectId: queryId('Say which project: ?projectId=<id>.'),
});

export const readinessFindQuerySchema = z
  .object({
    assessmentId: queryId('assessmentId is an assessment id.').optional(),
    projectId: queryId('projectId is a project id.').optional(),
  })
  .refine((q) => q.assessmentId !== undefined || q.projectId !== undefined, {
    message: 'Give ?assessmentId=<id> or ?projectId=<id>.',
    path: ['projectId'],
  });

// ── Go-live items and the dependencies table ────────────────────────────────────────────────

export const goLiveItemSchema = z.object({
  kind: z.enum(['DELIVERABLE', 'MILESTONE', 'TRAINING']),
  id: z.number().int(),
  name: z.string(),
  workstream: z.string().nullable(),
  due_date: dateSchema.nullable(),
  state: workItemStateSchema,
  owner: personRefSchema.nullable(),
});
export type GoLiveItem = z.infer<typeof goLiveItemSchema>;

/** A row of the dependencies table: a go-live item or a dependency/activity measure. */
export const dependencyItemSchema = z.object({
  kind: z.enum(['DELIVERABLE', 'MILESTONE', 'TRAINING', 'CHANGE_DEPENDENCY', 'CHANGE_ACTIVITY']),
  id: z.number().int(),
  name: z.string(),
  change: z.string().nullable(),
  owner: personRefSchema.nullable(),
  due_date: dateSchema.nullable(),
  /** Open, Overdue or Closed for plan items; the latest RAG for measures. */
  state: z.string(),
  rag_status: ragStatusSchema.nullable(),
});
export type DependencyItem = z.infer<typeof dependencyItemSchema>;

// ── Measures ────────────────────────────────────────────────────────────────────────────────

export const measureSchema = z.object({
  id: z.number().int(),
  assessment: z.number().int(),
  measure_type: measureTypeSchema,
  title: z.string(),
  description: z.string(),
  target: z.string(),
  change: z.number().int().nullable(),
  change_name: z.string().nullable(),
  owner: personRefSchema.nullable(),
  approver: personRefSchema.nullable(),
  due_date: dateSchema.nullable(),
  position: z.number().int(),
  last_reminded_at: timestampSchema.nullable(),
  latest_rag: ragStatusSchema.nullable(),
  latest_report_at: timestampSchema.nullable(),
  approval_status: approvalStatusSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Measure = z.infer<typeof measureSchema>;

const measureFields = {
  measure_type: measureTypeSchema,
  title: z
    .string({ error: 'Give the measure a title.' })
    .trim()
    .min(1, 'Give the measure a title.')
    .max(200, 'Keep the title to 200 characters or fewer.'),
  description: z.string().trim().max(5000, 'Keep the description to 5,000 characters or fewer.'),
  target: z.string().trim().max(200, 'Keep the target to 200 characters or fewer.'),
  change: refIdSchema('Choose a change of this project.').nullable(),
  owner: refIdSchema('Choose the owner from your organisation.').nullable(),
  approver: refIdSchema('Choose the approver from your organisation.').nullable(),
  due_date: dateSchema.nullable(),
  position: z.number().int().min(0, 'The position is 0 or more.').max(10_000),
};

export const createMeasureInputSchema = z
  .object(measureFields)
  .partial()
  .extend({ measure_type: measureFields.measure_type, title: measureFields.title })
  .strict();
export type CreateMeasureInput = z.input<typeof createMeasureInputSchema>;

export const updateMeasureInputSchema = z.object(measureFields).partial().strict();
export type UpdateMeasureInput = z.input<typeof updateMeasureInputSchema>;

export const measureListQuerySchema = z.object({
  changeImpactAssessmentId: queryId('changeImpactAssessmentId is the readiness assessment id.'),
  measureType: measureTypeSchema.optional(),
});
export const measureCreateQuerySchema = z.object({
  assessmentId: queryId('Say which assessment: ?assessmentId=<id>.'),
});

export const approvalReminderResultSchema = z.object({
  measure: z.number().int(),
  approver: personRefSchema,
  queued: z.literal(true),
});
export type ApprovalReminderResult = z.infer<typeof approvalReminderResultSchema>;

/** A measure whose latest report waits for the signed-in person's approval, for their Home. */
export const approvalWaitingSchema = z.object({
  measure: z.number().int(),
  title: z.string(),
  project: z.number().int(),
  project_name: z.string(),
  rag_status: ragStatusSchema,
  reported_by: personRefSchema.nullable(),
  reported_at: timestampSchema,
});
export type ApprovalWaiting = z.infer<typeof approvalWaitingSchema>;

// ── Status reports ──────────────────────────────────────────────────────────────────────────

export const statusReportSchema = z.object({
  id: z.number().int(),
  measure: z.number().int(),
  rag_status: ragStatusSchema,
  comment: z.string(),
  approval_status: approvalStatusSchema.nullable(),
  approval_comment: z.string(),
  reported_by: personRefSchema.nullable(),
  decided_by: personRefSchema.nullable(),
  decided_at: timestampSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type StatusReport = z.infer<typeof statusReportSchema>;

const commentSchema = z.string().trim().max(2000, 'Keep the comment to 2,000 characters or fewer.');

/** `POST status-report-readiness-assessment/?measureId=`: an approval's report asks for approval. */
export const createStatusReportInputSchema = z
  .object({ rag_status: ragStatusSchema, comment: commentSchema.optional() })
  .strict();
export type CreateStatusReportInput = z.input<typeof createStatusReportInputSchema>;

/** `PATCH status-report-readiness-assessment/{id}/`: the approver decides; the team edits. */
export const updateStatusReportInputSchema = z
  .object({
    rag_status: ragStatusSchema,
    comment: commentSchema,
    approval_status: z.enum(['APPROVED', 'REJECTED'], { error: 'Approve or reject.' }),
    approval_comment: commentSchema,
  })
  .partial()
  .strict();
export type UpdateStatusReportInput = z.input<typeof updateStatusReportInputSchema>;

export const statusReportListQuerySchema = z.object({
  measureId: idSchema,
  isApprovalStatusList: queryBooleanSchema.optional(),
});
export const statusReportCreateQuerySchema = z.object({
  measureId: queryId('Say which measure: ?measureId=<id>.'),
});
