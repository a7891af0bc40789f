import { z } from 'zod';
import { MAX_ID } from '../shared/common.schema';
import { commsItemKinds } from './deliveries';

export const deliveryCountsSchema = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  opened: z.number().int(),
  acted: z.number().int(),
  failed: z.number().int(),
});
export type DeliveryCounts = z.infer<typeof deliveryCountsSchema>;

export const deliverySummarySchema = deliveryCountsSchema.extend({
  item_kind: z.enum(commsItemKinds),
  item_id: z.number().int(),
  /** The same counts per group that reached people; `group: null` for people named directly. */
  by_group: z.array(
    deliveryCountsSchema.extend({ group: z.number().int().nullable(), group_name: z.string() }),
  ),
});
export type DeliverySummary = z.infer<typeof deliverySummarySchema>;

export const deliveryItemQuerySchema = z.object({
  item_kind: z.enum(commsItemKinds),
  item_id: z.coerce.number().int().positive().max(MAX_ID),
});

export const failedDeliverySchema = z.object({
  id: z.number().int(),
  item_kind: z.enum(commsItemKinds),
  item_id: z.number().int(),
  item_title: z.string(),
  recipient: z.object({ id: z.number().int(), display_name: z.string(), email: z.string() }),
  failed_reason: z.string(),
  sent_at: z.string(),
});
export type FailedDelivery = z.infer<typeof failedDeliverySchema>;
