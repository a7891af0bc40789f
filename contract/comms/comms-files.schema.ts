import { z } from 'zod';
import { MAX_ID } from '../shared/common.schema';
import { phaseCodes } from '../projects/phases';
import { calendarDateInput, formIdInput, queryFlagSchema } from './receivers.schema';
import { commsFileKinds, toolTypes } from './comms-files';
import { deliveryCountsSchema } from './deliveries.schema';

export const sharedGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
});

export const commsFileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(commsFileKinds),
  project: z.number().int(),
  phase: z.enum(phaseCodes).nullable(),
  title: z.string(),
  description: z.string(),
  is_draft: z.boolean(),
  tool_type: z.enum(toolTypes),
  file_name: z.string().nullable(),
  file_size: z.number().int().nullable(),
  content_type: z.string().nullable(),
  link: z.string().nullable(),
  planned_date: z.string().nullable(),
  associated_changes: z.array(z.number().int()),
  shared_groups: z.array(sharedGroupSchema),
  archived: z.boolean(),
  created_by: z.object({ id: z.number().int(), display_name: z.string() }).nullable(),
  created_at: z.string(),
  /** Who was told of a shared comms file and who opened it; only for those who run the project. */
  delivery: deliveryCountsSchema.nullable(),
});
export type CommsFile = z.infer<typeof commsFileSchema>;

const httpLink = z
  .url({ protocol: /^https?$/, error: 'Enter a web address starting with https://.' })
  .max(2000);

/** The fields of a new file or link (sent as multipart with the file, or as JSON for a link). */
export const commsFileInputSchema = z
  .strictObject({
    project: formIdInput('Choose a project.'),
    phase: z.enum(phaseCodes).nullable().optional(),
    title: z.string({ error: 'Give it a title.' }).trim().min(1, 'Give it a title.').max(200),
    description: z.string().max(5000).default(''),
    tool_type: z.enum(toolTypes, { error: 'Choose a file or a link.' }),
    link: httpLink.nullable().optional(),
    planned_date: calendarDateInput.nullable().optional(),
    is_draft: z.boolean({ error: 'Use true or false.' }).default(false),
    associated_changes: z.array(z.number().int().positive().max(MAX_ID)).default([]),
    shared_groups: z.array(z.number().int().positive().max(MAX_ID)).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.tool_type === 'link' && !v.link) {
      ctx.addIssue({ code: 'custom', path: ['link'], message: 'Enter the link.' });
    }
  });
export type CommsFileInput = z.input<typeof commsFileInputSchema>;

export const commsFilePatchSchema = z.strictObject({
  archived: z.boolean().optional(),
  title: z.string().trim().min(1, 'Give it a title.').max(200).optional(),
  description: z.string().max(5000).optional(),
  phase: z.enum(phaseCodes).nullable().optional(),
  associated_changes: z.array(z.number().int().positive().max(MAX_ID)).optional(),
  shared_groups: z.array(z.number().int().positive().max(MAX_ID)).optional(),
  planned_date: calendarDateInput.nullable().optional(),
  is_draft: z.boolean().optional(),
  link: httpLink.nullable().optional(),
});
export type CommsFilePatch = z.infer<typeof commsFilePatchSchema>;

export const sharedStatusInputSchema = z.strictObject({
  group_ids: z.array(z.number().int().positive().max(MAX_ID)),
});

export const commsFileListQuerySchema = z.object({
  project: z.coerce.number().int().positive().max(MAX_ID).optional(),
  archived: queryFlagSchema.optional(),
  phase: z.enum(phaseCodes).optional(),
});
