import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from '../shared/limits';

/** Asks for a new e-mail verification link. Public: no sign-in (SPEC §7, People). */
export const sendEmailVerificationInputSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, 'Enter your email address.')
      .max(MAX_EMAIL_LENGTH, `An email address is at most ${MAX_EMAIL_LENGTH} characters.`)
      .pipe(z.email('Enter a valid email address, like name@example.com.')),
  })
  .strict();
export type SendEmailVerificationInput = z.infer<typeof sendEmailVerificationInputSchema>;

/**
 * Always the same answer whether or not an account uses the address, so the call cannot be used
 * to find out who has an account.
 */
export const sendEmailVerificationResponseSchema = z.object({ detail: z.string() });
export type SendEmailVerificationResponse = z.infer<typeof sendEmailVerificationResponseSchema>;
