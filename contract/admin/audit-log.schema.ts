import { z } from 'zod';
import { paginatedSchema, timestampSchema } from '../shared/common.schema';

export const auditEventSchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), display_name: z.string() }).nullable(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  action: z.enum(['create', 'update', 'delete', 'reorder']),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: timestampSchema,
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditEventPageSchema = paginatedSchema(auditEventSchema);
