// Zod-free on purpose: the SPA's first screen imports these values, and zod stays out of it.

/**
 * Every per-organisation feature flag of SPEC §6, matched by name. The name is the stable key the
 * SPA and the server agree on; the label is what the admin screen shows.
 */
export const featureFlagLabels = {
  activation_cycles: 'Activation cycles',
  admin: 'Admin',
  announcements_chats_issues: 'Announcements, chats and issues',
  business_readiness_assessment: 'Business readiness assessment',
  business_risk_assessment: 'Business risk assessment',
  change_activities_plan: 'Change activities plan',
  change_classification: 'Change classification',
  change_dependencies: 'Change dependencies',
  teams_deployment_timeline_engagement_roadmap:
    'Deployment timeline and engagement roadmap in Teams',
  change_impact_assessment: 'Change impact assessment',
  implementation_risk_assessment: 'Implementation risk assessment',
  change_narrative: 'Change narrative',
  organisation_reach: 'Organisation reach',
  sentiment_analysis: 'Sentiment analysis',
  changecraft: 'Changecraft',
  chat: 'Chat',
  comms_files: 'Comms files',
  engagement_manager: 'Engagement manager',
  portfolio_planning_assistant: 'Portfolio planning assistant',
  enterprise_view_admin: 'Enterprise view admin',
  email_engagement_stats: 'Email engagement stats',
  email_templates: 'Email templates',
  powerpoint_export: 'PowerPoint export',
  file_upload: 'File upload',
  fte_roles: 'FTE roles',
  impact_analysis_buttons: 'Impact analysis buttons',
  impact_level_process_field: 'Impact level process field',
  invite_system: 'Invite system',
  list_view_of_projects: 'List view of projects',
  metrics: 'Metrics',
  directory_department_location: 'Directory department and location',
  directory_integration: 'Directory integration',
  document_store_integration: 'Document-store integration',
  milestones_in_activities_plan: 'Milestones in the activities plan',
  no_maximum_users: 'No maximum users',
  onboarding_module: 'Onboarding module',
  people_manager: 'People manager',
  portfolio_manager: 'Portfolio manager',
  project_navigator: 'Project navigator',
  time_commitment_and_burden_reports: 'Time-commitment and burden reports',
  portfolio_manager_reports: 'Reports for portfolio manager',
  single_view_of_change: 'Single view of change',
  schedule_survey: 'Schedule survey',
  sending_engagements: 'Sending engagements',
  widgets_for_testing: 'Widgets for testing',
  site_manager: 'Site manager',
  stakeholders: 'Stakeholders',
  card_payment: 'Card payment',
  surveys_tab: 'Surveys tab',
  group_sync_with_directory: 'Group sync with directory',
  teams_app_insights: 'Teams app insights',
  teams_notifications: 'Teams notifications',
  toolkit: 'Toolkit',
  training_plan: 'Training plan',
  training_links: 'Training links',
  training_needs_analysis_tool: 'Training needs analysis tool',
  user_defined_activities: 'User-defined engagements and training activities',
} as const;

export type FeatureFlagName = keyof typeof featureFlagLabels;
export const featureFlagNames = Object.keys(featureFlagLabels) as [
  FeatureFlagName,
  ...FeatureFlagName[],
];

/** Flags seeded off for a new organisation; every other flag starts on. */
export const featureFlagsOffByDefault: readonly FeatureFlagName[] = [
  'widgets_for_testing',
  'no_maximum_users',
  'portfolio_planning_assistant',
];

const FEATURE_OFF_TAIL = 'turned off for your organisation.';

/**
 * The 403 detail of a call a flag switches off: "Metrics is turned off for your organisation.",
 * or, for flags any one of which would do, "Portfolio manager and Reports for portfolio manager
 * are turned off for your organisation."
 */
export function featureOffDetail(flags: readonly FeatureFlagName[]): string {
  const labels = flags.map((flag) => featureFlagLabels[flag]);
  const named =
    labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0];
  return `${named} ${labels.length > 1 ? 'are' : 'is'} ${FEATURE_OFF_TAIL}`;
}

/** Whether a 403's detail says a feature is switched off (rather than the caller may not). */
export function isFeatureOffDetail(detail: string | undefined): detail is string {
  return detail?.endsWith(` ${FEATURE_OFF_TAIL}`) ?? false;
}

/** Paths relative to /api/v1/. */
export const featureFlagPaths = {
  list: () => 'feature-flags/',
  flick: (feature: FeatureFlagName) =>
    `feature-flags/flick_feature_flag/?feature=${encodeURIComponent(feature)}`,
  detail: (id: number) => `feature-flags/${id}/`,
};
