import { z } from 'zod';
import { MAX_ID } from '../shared/common.schema';
import { memberSources } from './group-kinds';

/** A person as group screens show them. */
export const personSummarySchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  email: z.string(),
  job_title: z.string().nullable(),
  department: z.string().nullable(),
  site: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

/** A member of a group: a person, whether they lead it, and where the membership came from. */
export const groupMemberSchema = personSummarySchema.extend({
  is_leader: z.boolean(),
  source: z.enum(memberSources),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** The directory group a group is synced from. */
export const directoryLinkSchema = z.object({ id: z.string(), name: z.string() });
export type DirectoryLink = z.infer<typeof directoryLinkSchema>;

/** A list of people ids in a body, each once. */
export const peopleIdsSchema = z
  .array(z.number({ error: 'Choose people from the list.' }).int().positive().max(MAX_ID), {
    error: 'Give a list of people.',
  })
  .max(50_000, 'At most 50,000 people at once.')
  .transform((ids) => [...new Set(ids)]);
