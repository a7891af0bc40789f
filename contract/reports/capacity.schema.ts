import { z } from 'zod';
import { whenFieldsValid } from '../shared/common.schema';

const bound = (label: string) =>
  z
    .number({ error: `Enter the ${label} threshold as a number.` })
    .min(0, 'A threshold cannot be negative.')
    .max(100_000, 'A threshold is at most 100,000.');

/** The three thresholds: the lowest cell value of medium, high (over capacity) and very high. */
export const capacityThresholdFields = {
  medium: bound('medium'),
  high: bound('high'),
  very_high: bound('very high'),
};

/** Thresholds must rise; each message sits on the field that is out of order. */
export function risingThresholds<
  T extends z.ZodType<{ medium: number; high: number; very_high: number }>,
>(schema: T) {
  return schema
    .refine((t) => t.medium <= t.high, {
      path: ['high'],
      message: 'High cannot be below medium.',
      ...whenFieldsValid('medium', 'high'),
    })
    .refine((t) => t.high <= t.very_high, {
      path: ['very_high'],
      message: 'Very high cannot be below high.',
      ...whenFieldsValid('high', 'very_high'),
    });
}

/** A group's own thresholds. */
export const groupCapacityInputSchema = risingThresholds(z.strictObject(capacityThresholdFields));
export type GroupCapacityInput = z.input<typeof groupCapacityInputSchema>;

export const groupCapacitySchema = z.object({
  group: z.object({ id: z.number().int(), key: z.string(), name: z.string() }),
  medium: z.number(),
  high: z.number(),
  very_high: z.number(),
  updated_at: z.string(),
});
export type GroupCapacity = z.infer<typeof groupCapacitySchema>;
