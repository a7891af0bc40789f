import { z } from 'zod';
import { featureFlagNames } from './feature-flags';

export const featureFlagNameSchema = z.enum(featureFlagNames);

export const featureFlagSchema = z.object({
  id: z.number().int(),
  name: featureFlagNameSchema,
  label: z.string(),
  enabled: z.boolean(),
});
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

export const featureFlagListSchema = z.array(featureFlagSchema);

export const flickFeatureFlagQuerySchema = z.object({ feature: featureFlagNameSchema });
export type FlickFeatureFlagQuery = z.infer<typeof flickFeatureFlagQuerySchema>;

export const updateFeatureFlagInputSchema = z.object({ enabled: z.boolean() }).strict();
export type UpdateFeatureFlagInput = z.infer<typeof updateFeatureFlagInputSchema>;

/** One flag by name; `id` is null when the organisation has no row for it (then it is off). */
export const featureFlagStateSchema = featureFlagSchema.extend({ id: z.number().int().nullable() });
export type FeatureFlagState = z.infer<typeof featureFlagStateSchema>;
