import { z } from 'zod';
import { timestampSchema } from '../shared/common.schema';

/** A directory group: an Entra ID group, or locally a department, a site or an app-made group. */
export const directoryGroupSchema = z.object({
  /** The directory's id (Graph object id; locally `department:…`, `site:…`, `group:…`). */
  id: z.string(),
  display_name: z.string(),
  description: z.string(),
});
export type DirectoryGroup = z.infer<typeof directoryGroupSchema>;
export const directoryGroupListSchema = z.array(directoryGroupSchema);

export const directoryGroupSearchQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
});

/** A directory user (Graph `user` in production, a person of the organisation locally). */
export const directoryUserSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  mail: z.string(),
  job_title: z.string().nullable(),
  department: z.string().nullable(),
  office_location: z.string().nullable(),
});
export type DirectoryUser = z.infer<typeof directoryUserSchema>;
export const directoryUserListSchema = z.array(directoryUserSchema);
export const directoryUserQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
});

export const directorySyncSchema = z.object({
  id: z.number().int(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  groups_total: z.number().int(),
  groups_done: z.number().int(),
  members_linked: z.number().int(),
  error: z.string().nullable(),
  started_at: timestampSchema,
  finished_at: timestampSchema.nullable(),
});
export type DirectorySync = z.infer<typeof directorySyncSchema>;

/** Where the directory stands: the source, the last finished sync, the latest run. */
export const directoryStatusSchema = z.object({
  source: z.enum(['graph', 'local']),
  last_synced_at: timestampSchema.nullable(),
  latest: directorySyncSchema.nullable(),
});
export type DirectoryStatus = z.infer<typeof directoryStatusSchema>;
