import { z } from 'zod';
import { paginatedSchema, timestampSchema } from '../shared/common.schema';
import { outboxChannels } from './outbox';

export const outboxRecipientSchema = z.object({
  name: z.string(),
  address: z.string(),
});
export type OutboxRecipient = z.infer<typeof outboxRecipientSchema>;

/** One sent item of the local default. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(outboxChannels),
  subject: z.string(),
  body_html: z.string(),
  recipients: z.array(outboxRecipientSchema),
  /** `.eml` or `.ics` kept beside the row; download it from `outbox/{id}/raw/`. */
  raw_file_name: z.string().nullable(),
  /** What the provider would have received (Graph request body, community id, event times). */
  details: z.record(z.string(), z.unknown()),
  created_at: timestampSchema,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListQuerySchema = z.object({
  channel: z.enum(outboxChannels).optional(),
  page_number: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type OutboxListQuery = z.input<typeof outboxListQuerySchema>;

export const outboxPageSchema = paginatedSchema(outboxMessageSchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;
