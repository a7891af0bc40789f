import { z } from 'zod';
import { MAX_ID, idSchema, refIdSchema } from '../shared/common.schema';

/** An impacted group as leader-activation rows name it. */
export const groupRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type GroupRef = z.infer<typeof groupRefSchema>;

/**
 * Sent → delivered → opened → acted for some deliveries. Each stage counts people who reached
 * at least that stage, so the funnel never widens (never more opened than delivered).
 */
export const deliveryFunnelSchema = z.object({
  sent: z.number().int().min(0),
  delivered: z.number().int().min(0),
  opened: z.number().int().min(0),
  acted: z.number().int().min(0),
});
export type DeliveryFunnel = z.infer<typeof deliveryFunnelSchema>;

/** `POST …/{source}/copy_…_into_cycle/`: copy rows of the source cycle into another cycle. */
export const copyIntoCycleInputSchema = z.strictObject({
  target_cycle_id: refIdSchema('Choose the cycle to copy into.'),
  /** Only these rows of the source cycle; all of them when absent. */
  ids: z.array(z.number().int().positive().max(MAX_ID)).max(500).optional(),
});
export type CopyIntoCycleInput = z.infer<typeof copyIntoCycleInputSchema>;
export const copiedCountSchema = z.object({ copied: z.number().int().min(0) });
export type CopiedCount = z.infer<typeof copiedCountSchema>;

export const projectIdQuerySchema = z.object({ projectId: idSchema });
export const optionalProjectIdQuerySchema = z.object({ projectId: idSchema.optional() });
export const impactedGroupIdQuerySchema = z.object({ impactedGroupId: idSchema });
