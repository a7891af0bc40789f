// Zod-free on purpose: the SPA's first screen imports these values, and zod stays out of it.

/** Assessment access entries of SPEC §6, one switch each per organisation. */
export const assessmentAccessKeys = [
  'business_readiness',
  'business_risk',
  'change_impact',
  'implementation_risk',
  'change_narrative',
  'sentiment_analysis',
  'training_needs_analysis',
] as const;
export type AssessmentAccessKey = (typeof assessmentAccessKeys)[number];

/** Paths relative to /api/v1/. */
export const organisationPaths = {
  detail: () => 'organisation/',
  update: (id: number) => `organisation/${id}/`,
  toolAccess: () => 'organisation/get_tool_access_settings/',
  updateToolAccess: () => 'organisation/update_tool_access_settings/',
  userOrganisation: () => 'user-organisation/',
};
