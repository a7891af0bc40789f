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

/**
 * People the places posted to hold (Viva Engage communities), as the provider counted them when
 * posting; null when nothing was posted to a place or the provider could not say.
 */
const reachSchema = z.number().int().nullable();

/**
 * People who liked or replied where a post went (Viva Engage), as its threads last said; null
 * for what is sent to people (their own rows count them) or before any thread was read.
 */
const actedPeopleSchema = z.number().int().nullable();

export const deliverySummarySchema = deliveryCountsSchema.extend({
  item_kind: z.enum(commsItemKinds),
  item_id: z.number().int(),
  reach: reachSchema,
  acted_people: actedPeopleSchema,
  /**
   * The same counts per group that reached people (`group: null` for people named directly),
   * or per community a post went to (`group: null`, named after the community).
   */
  by_group: z.array(
    deliveryCountsSchema.extend({
      group: z.number().int().nullable(),
      group_name: z.string(),
      reach: reachSchema,
      acted_people: actedPeopleSchema,
    }),
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
  /** The person it did not reach, or the community a post did not reach (`id: null`, no email). */
  recipient: z.object({
    id: z.number().int().nullable(),
    display_name: z.string(),
    email: z.string(),
  }),
  failed_reason: z.string(),
  sent_at: z.string(),
});
export type FailedDelivery = z.infer<typeof failedDeliverySchema>;
