// Zod-free on purpose: the SPA's first screen imports these values, and zod stays out of it.

/** Paths relative to /api/v1/. */
export const peoplePaths = {
  usersProfile: () => 'get-users-profile/',
};
