import { z } from 'zod';
import { paginatedSchema, timestampSchema } from '../common';

export const outboxMessageSummarySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  transport: z.enum(['local', 'smtp', 'graph']),
  status: z.enum(['sent', 'failed']),
  error: z.string().nullable(),
  created_at: timestampSchema,
});
export type OutboxMessageSummary = z.infer<typeof outboxMessageSummarySchema>;

export const outboxMessageSchema = outboxMessageSummarySchema.extend({
  text: z.string(),
  html: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const paginatedOutboxSchema = paginatedSchema(outboxMessageSummarySchema);
