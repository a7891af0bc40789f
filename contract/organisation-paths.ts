// Zod-free on purpose: the SPA's first screen imports these values, and zod stays out of it.

/** Paths relative to /api/v1/. */
export const organisationPaths = {
  detail: () => 'organisation/',
  update: (id: number) => `organisation/${id}/`,
  toolAccess: () => 'organisation/get_tool_access_settings/',
  updateToolAccess: () => 'organisation/update_tool_access_settings/',
  userOrganisation: () => 'user-organisation/',
};
