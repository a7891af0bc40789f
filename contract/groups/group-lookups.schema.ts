import { z } from 'zod';

export const lookupQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
});

export const directoryGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type DirectoryGroupOption = z.infer<typeof directoryGroupSchema>;
