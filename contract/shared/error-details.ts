// Zod-free on purpose: the SPA's first screen imports these values, and zod stays out of it.

/** The exact detail the SPA redirects on (SPEC §8). */
export const USER_DISABLED_DETAIL = 'User account is disabled.';
