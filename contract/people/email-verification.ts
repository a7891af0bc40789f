// Zod-free on purpose: the sign-in screens build this path without zod.

/** Paths relative to /api/v1/. */
export const emailVerificationPaths = {
  send: () => 'send-email-verification/',
};
