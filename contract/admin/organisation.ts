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
  syncLeaderExclusions: () => 'organisation/get_sync_leader_exclusion_list/',
  updateSyncLeaderExclusions: () => 'organisation/update_sync_leader_exclusion_list/',
  size: () => 'organisation-size/',
  userOrganisation: () => 'user-organisation/',
};

/** How many people may be on the leader sync exclusion list. */
export const maxLeaderSyncExclusions = 2000;

/**
 * Size bands of an organisation by its active people, smallest first; each is the lowest head
 * count of its band. The admin screen shows the band next to the exact counts.
 */
export const organisationSizeBands = [
  { min: 0, label: 'Small (under 50 people)' },
  { min: 50, label: 'Medium (50 to 249 people)' },
  { min: 250, label: 'Large (250 to 999 people)' },
  { min: 1000, label: 'Enterprise (1,000 to 4,999 people)' },
  { min: 5000, label: 'Global enterprise (5,000 people or more)' },
] as const;

export function organisationSizeBand(activePeople: number): string {
  const band = [...organisationSizeBands].reverse().find((b) => activePeople >= b.min);
  return (band ?? organisationSizeBands[0]).label;
}
