import { z } from 'zod';
import { driveItemKinds } from './document-library';

export const documentSiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  web_url: z.string(),
});
export type DocumentSite = z.infer<typeof documentSiteSchema>;

export const driveItemSchema = z.object({
  id: z.string(),
  drive_id: z.string(),
  name: z.string(),
  kind: z.enum(driveItemKinds),
  size: z.number().int().nullable(),
  web_url: z.string(),
  last_modified: z.string().nullable(),
});
export type DriveItem = z.infer<typeof driveItemSchema>;

const nonEmpty = (field: string) =>
  z.string({ error: `${field} is required.` }).min(1, `${field} is required.`);

export const libraryItemsQuerySchema = z.object({ siteId: nonEmpty('siteId') });
export const driveItemQuerySchema = z.object({
  driveId: nonEmpty('driveId'),
  itemId: nonEmpty('itemId'),
});
export const driveSearchQuerySchema = z.object({
  siteId: nonEmpty('siteId'),
  search: nonEmpty('search').max(200),
});
export const driveItemWebUrlSchema = z.object({ web_url: z.string() });
