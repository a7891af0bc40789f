import { z } from 'zod';
import { MAX_ID } from '../shared/common.schema';
import { receiverKinds } from './threads';

/** A receiver as written: a project group or a person, by id. */
export const receiverInputSchema = z.strictObject({
  type: z.enum(receiverKinds, { error: 'A receiver is a group or a person.' }),
  id: z.number({ error: 'Choose a receiver from the list.' }).int().positive().max(MAX_ID),
});
export type ReceiverInput = z.infer<typeof receiverInputSchema>;

/** A receiver as read, with the name to show. */
export const receiverSchema = receiverInputSchema.extend({ name: z.string() });
export type Receiver = z.infer<typeof receiverSchema>;

export const receiversInputSchema = z.array(receiverInputSchema).max(500).default([]);

/**
 * A row id in a body that may come as a multipart field, where every value is text: digits are
 * read as the number; anything else (true, a word, an object) is refused with `message`.
 */
export function formIdInput(message: string) {
  return z.union(
    [
      z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
      z
        .string({ error: message })
        .regex(/^[1-9]\d{0,9}$/, message)
        .transform(Number)
        .refine((v) => v <= MAX_ID, message),
    ],
    { error: message },
  );
}

/** A calendar date `YYYY-MM-DD` in a body (year 0 is no date anyone plans for). */
export const calendarDateInput = z.iso
  .date({ error: 'Enter a date as YYYY-MM-DD.' })
  .refine((v) => !v.startsWith('0000'), 'Enter a date as YYYY-MM-DD.');

/** A query-string boolean (`true`/`false`). */
export const queryFlagSchema = z
  .enum(['true', 'false', '1', '0', 'True', 'False'], { error: 'Use true or false.' })
  .transform((v) => v === 'true' || v === '1' || v === 'True');

/** An optional ISO timestamp in a body; empty means none. */
export const optionalTimestampInput = z
  .union([
    z.iso
      .datetime({ offset: true, error: 'Enter a date and time.' })
      .refine((v) => !v.startsWith('0000'), 'Enter a date and time.'),
    z.literal(''),
    z.null(),
  ])
  .optional()
  .transform((v) => (v ? v : null));

/**
 * A wall-clock date and time without a zone (`YYYY-MM-DDTHH:mm`): each recipient receives it at
 * that time where they are; empty or left out means none.
 */
export const optionalLocalTimeInput = z
  .union([
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Enter a date and time as YYYY-MM-DDTHH:mm.')
      .refine(
        (v) => !Number.isNaN(Date.parse(`${v}:00Z`)) && !v.startsWith('0000'),
        'Enter a real date and time.',
      ),
    z.literal(''),
  ])
  .optional()
  .transform((v) => (v ? v : null));
