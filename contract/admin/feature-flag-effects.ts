// Zod-free on purpose: the admin Features screen imports these values.
import type { FeatureFlagName } from './feature-flags';

export const featureFlagGroups = [
  'Workspace',
  'Projects and planning',
  'Assessments',
  'Communications',
  'People and directory',
  'Portfolio and reports',
  'Users and billing',
  'Teams and Outlook',
] as const;
export type FeatureFlagGroup = (typeof featureFlagGroups)[number];

/** What each flag is for, and what turning it off hides (shown on the admin Features screen). */
export const featureFlagEffects: Record<
  FeatureFlagName,
  { group: FeatureFlagGroup; description: string }
> = {
  changecraft: {
    group: 'Workspace',
    description: 'The change workspace itself. Off hides Projects, People, Archive and Reports.',
  },
  admin: {
    group: 'Workspace',
    description: 'The admin area in the navigation. Off hides the Admin entry for everyone.',
  },
  toolkit: {
    group: 'Workspace',
    description: 'The toolkit of custom tools. Off hides custom tools.',
  },
  onboarding_module: {
    group: 'Workspace',
    description:
      'The guided onboarding wizard for the first admin. Off closes the wizard and stops saving its progress.',
  },
  widgets_for_testing: {
    group: 'Workspace',
    description: 'Experimental widgets on Home, for trying out before release. Off by default.',
  },
  file_upload: {
    group: 'Workspace',
    description: 'Uploading files from your device. Off leaves links only.',
  },
  list_view_of_projects: {
    group: 'Projects and planning',
    description: 'The table view of the project list. Off shows projects as cards only.',
  },
  project_navigator: {
    group: 'Projects and planning',
    description: 'The project navigator side panel. Off hides it.',
  },
  change_activities_plan: {
    group: 'Projects and planning',
    description: 'A project’s activities plan. Off hides the Plan tab.',
  },
  milestones_in_activities_plan: {
    group: 'Projects and planning',
    description: 'Milestones inside the activities plan. Off hides them from the plan.',
  },
  activation_cycles: {
    group: 'Projects and planning',
    description:
      'Leader activation cycles, tasks and nudges. Off hides the Leaders tab and a leader’s own task list, and refuses their calls.',
  },
  change_classification: {
    group: 'Projects and planning',
    description: 'Classifying changes by type and reach. Off hides classification fields.',
  },
  change_dependencies: {
    group: 'Projects and planning',
    description: 'Dependencies between changes. Off hides the dependency fields.',
  },
  organisation_reach: {
    group: 'Projects and planning',
    description: 'Change reach labels on changes. Off hides the reach fields.',
  },
  metrics: {
    group: 'Projects and planning',
    description: 'Project metrics and their reports. Off hides the Metrics tab and its calls.',
  },
  stakeholders: {
    group: 'Projects and planning',
    description: 'Stakeholder groups of a project. Off hides the stakeholder lists.',
  },
  fte_roles: {
    group: 'Projects and planning',
    description: 'Full-time-equivalent roles on the project team. Off hides FTE fields.',
  },
  impact_analysis_buttons: {
    group: 'Projects and planning',
    description: 'Shortcuts to the impact analysis from a change. Off hides the buttons.',
  },
  impact_level_process_field: {
    group: 'Projects and planning',
    description: 'The process field on impact levels. Off hides the field.',
  },
  training_plan: {
    group: 'Projects and planning',
    description: 'A project’s training plan. Off hides training activities.',
  },
  training_links: {
    group: 'Projects and planning',
    description: 'Training materials and links. Off hides the training library.',
  },
  user_defined_activities: {
    group: 'Projects and planning',
    description:
      'Engagement and training activity kinds your organisation defines. Off hides them.',
  },
  single_view_of_change: {
    group: 'Projects and planning',
    description: 'One view of every change across projects. Off hides it.',
  },
  business_readiness_assessment: {
    group: 'Assessments',
    description: 'The business readiness assessment. Off hides it from projects.',
  },
  business_risk_assessment: {
    group: 'Assessments',
    description: 'The business risk assessment. Off hides it from projects.',
  },
  change_impact_assessment: {
    group: 'Assessments',
    description: 'The change impact assessment. Off hides it from projects.',
  },
  implementation_risk_assessment: {
    group: 'Assessments',
    description: 'The implementation risk assessment. Off hides it from projects.',
  },
  change_narrative: {
    group: 'Assessments',
    description: 'The change narrative of a project. Off hides the narrative.',
  },
  sentiment_analysis: {
    group: 'Assessments',
    description: 'Sentiment analysis of survey answers. Off hides sentiment scores.',
  },
  training_needs_analysis_tool: {
    group: 'Assessments',
    description: 'The training needs analysis. Off hides it from projects.',
  },
  announcements_chats_issues: {
    group: 'Communications',
    description: 'Announcements, feedback threads and issues. Off hides the feed and its calls.',
  },
  chat: { group: 'Communications', description: 'Replies on threads. Off hides replying.' },
  comms_files: {
    group: 'Communications',
    description: 'A project’s comms files library. Off hides files and their calls.',
  },
  engagement_manager: {
    group: 'Communications',
    description: 'Planning engagement with impacted groups. Off hides engagement planning.',
  },
  email_templates: {
    group: 'Communications',
    description: 'Reusable e-mail templates. Off hides templates and their calls.',
  },
  email_engagement_stats: {
    group: 'Communications',
    description: 'Delivery and open figures of e-mails. Off hides the figures.',
  },
  sending_engagements: {
    group: 'Communications',
    description:
      'Sending engagement e-mails and Viva Engage posts. Off hides them and their calls.',
  },
  schedule_survey: {
    group: 'Communications',
    description: 'Scheduling a survey for later. Off sends surveys at once only.',
  },
  surveys_tab: {
    group: 'Communications',
    description:
      'A project’s Surveys tab. Off hides the tab and refuses its calls; links already sent to respondents keep working.',
  },
  people_manager: {
    group: 'People and directory',
    description: 'The People page for managing users. Off hides it.',
  },
  directory_integration: {
    group: 'People and directory',
    description: 'Reading people and groups from your directory. Off hides directory pickers.',
  },
  directory_department_location: {
    group: 'People and directory',
    description: 'Departments and locations taken from the directory. Off uses your own lists.',
  },
  group_sync_with_directory: {
    group: 'People and directory',
    description: 'Keeping groups in step with directory groups. Off stops re-syncing.',
  },
  document_store_integration: {
    group: 'People and directory',
    description: 'Browsing SharePoint libraries. Off hides the document store and its calls.',
  },
  site_manager: {
    group: 'People and directory',
    description: 'Reporting sites and their regions. Off hides site fields.',
  },
  portfolio_manager: {
    group: 'Portfolio and reports',
    description: 'The Portfolio area. Off hides it from the navigation.',
  },
  portfolio_planning_assistant: {
    group: 'Portfolio and reports',
    description: 'Planning help in the portfolio. Off by default.',
  },
  portfolio_manager_reports: {
    group: 'Portfolio and reports',
    description: 'The Reports area. Off hides it from the navigation.',
  },
  enterprise_view_admin: {
    group: 'Portfolio and reports',
    description: 'The enterprise-wide view for admins. Off hides it.',
  },
  time_commitment_and_burden_reports: {
    group: 'Portfolio and reports',
    description: 'The three time-commitment and burden reports. Off hides them.',
  },
  powerpoint_export: {
    group: 'Portfolio and reports',
    description: 'Exporting views to PowerPoint. Off hides the export buttons.',
  },
  invite_system: {
    group: 'Users and billing',
    description: 'Inviting people by e-mail. Off hides invitations and their calls.',
  },
  no_maximum_users: {
    group: 'Users and billing',
    description: 'Lifts the seat limit on people and invitations. Off by default.',
  },
  card_payment: {
    group: 'Users and billing',
    description:
      'Paying by card in the app. Off hides Billing, for organisations invoiced offline.',
  },
  teams_notifications: {
    group: 'Teams and Outlook',
    description: 'Notifications in the Teams activity feed. Off sends none.',
  },
  teams_app_insights: {
    group: 'Teams and Outlook',
    description: 'Usage figures of the Teams app. Off records none.',
  },
  teams_deployment_timeline_engagement_roadmap: {
    group: 'Teams and Outlook',
    description: 'The deployment timeline and engagement roadmap in Teams. Off hides them there.',
  },
};
