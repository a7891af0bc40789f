/**
 * What the OpenAPI harness cannot work out from the document alone. Keep this short: every
 * entry is a route or field the harness checks less thoroughly. Each entry says why.
 */

/**
 * Which table an id slot points at, when its name does not say (the harness matches names
 * like `project`, `projectId`, `tag_ids`, `/workstreams/{id}/` to tables by itself).
 * Keys: `<slot name>` for every route, `<METHOD> <path> <slot name>` for one route, or a path
 * segment (`leader-tasks`) for the `{id}` that follows it and the `ids` of its routes' bodies.
 * `null`: not a reference to a row (the harness still sends malformed values).
 */
export const idSlotTables: Record<string, string | null> = {
  // The project-level funnel is addressed by its project, under the cycles' path.
  'POST /api/v1/activation-cycles/{id}/nudge_stats_project_level/ id': 'projects',
  // Surveys: a question's behaviour is a new way of working; audiences are groups, people, personas.
  behaviour_id: 'new_ways_of_working',
  audience_groups: 'project_groups',
  audience_people: 'user_profiles',
  audience_personas: 'personas',
  'POST /api/v1/surveys/{id}/resend_notification/ recipients': 'survey_recipients',
  'PUT /api/v1/surveys/{id}/reorder_questions/ order': 'survey_questions',
  'PATCH /api/v1/survey-reminder-recipients/{id}/ id': 'survey_recipients',
  'GET /api/v1/survey-reports/{id}/report_for_individual_survey/ id': 'surveys',
  'GET /api/v1/base-survey-reports/{id}/distribution/ id': 'surveys',
  'GET /api/v1/custom-survey-reports/{id}/get_question_reports/ id': 'surveys',
  'POST /api/v1/surveys/{id}/return_filtered_base_survey_reports/ groups': 'project_groups',
  'POST /api/v1/surveys/{id}/return_filtered_base_survey_reports/ question': 'survey_questions',
  'POST /api/v1/surveys/{id}/return_filtered_nwowo_survey_reports/ groups': 'project_groups',
  'POST /api/v1/surveys/{id}/return_filtered_nwowo_survey_reports/ question': 'survey_questions',
  'POST /api/v1/surveys/{id}/return_filtered_custom_survey_reports/ groups': 'project_groups',
  'POST /api/v1/surveys/{id}/return_filtered_custom_survey_reports/ question': 'survey_questions',
  'POST /api/v1/surveys/{id}/get_nwow_reporting_site_survey_results/ groups': 'project_groups',
  'POST /api/v1/surveys/{id}/get_nwow_reporting_site_survey_results/ question': 'survey_questions',
  'POST /api/v1/surveys/{id}/get_completed_and_send_result_for_survey_by_site_nwow/ groups':
    'project_groups',
  'POST /api/v1/surveys/{id}/get_completed_and_send_result_for_survey_by_site_nwow/ question':
    'survey_questions',
  'POST /api/v1/get-survey-response-answers/ groups': 'project_groups',
  'POST /api/v1/get-survey-response-answers/ question': 'survey_questions',
  owner: 'user_profiles',
  edit_owner: 'user_profiles',
  approver: 'user_profiles',
  team_member_ids: 'user_profiles',
  tags: 'project_tags',
  tag: 'project_tags',
  impacted_groups: 'change_impacted_groups',
  excludeProjectId: 'projects',
  // A group's capacity thresholds are addressed by the organisation group they belong to.
  'group-capacity': 'global_impacted_groups',
  // The Teams app's interaction record is addressed by its project.
  'GET /api/v1/project-teams-app-interaction/{id}/ id': 'projects',
  // A deliverable's or milestone's readiness assessment, and the assessments area's own ids.
  readinessAssessmentId: 'assessments',
  readinessId: 'assessments',
  readiness_assessment_id: 'assessments',
  readiness_id: 'assessments',
  changeImpactAssessmentId: 'assessments',
  assessmentId: 'assessments',
  change_impact_assessment: 'assessments',
  measureId: 'readiness_measures',
  business_risk: 'business_risks',
  'assigned_ratings.business_risk': 'business_risks',
  'PATCH /api/v1/change-risk-assessment/{id}/ change': 'changes',
  'PUT /api/v1/change-risk-assessment/{id}/reorder_changes/ changes': 'changes',
  'POST /api/v1/impacts/ impacted_groups': 'project_groups',
  'PATCH /api/v1/impacts/{id}/ impacted_groups': 'project_groups',
  'GET /api/v1/impact-score-ratings/ impacted_groups': 'project_groups',
  'GET /api/v1/capability-training-items/ impacted_groups': 'project_groups',
  'POST /api/v1/training-needs-capabilities/ impacted_groups': 'project_groups',
  'PATCH /api/v1/training-needs-capabilities/{id}/ impacted_groups': 'project_groups',
  'PATCH /api/v1/readiness-assessment-measure/{id}/ id': 'readiness_measures',
  'DELETE /api/v1/readiness-assessment-measure/{id}/ id': 'readiness_measures',
  'POST /api/v1/readiness-assessment-measure/{id}/send_approval_reminders/ id':
    'readiness_measures',
  'PATCH /api/v1/status-report-readiness-assessment/{id}/ id': 'readiness_status_reports',
  'PATCH /api/v1/training-needs-capabilities/{id}/ id': 'training_capabilities',
  'DELETE /api/v1/training-needs-capabilities/{id}/ id': 'training_capabilities',
  'GET /api/v1/projects/{id}/changes_across_all_projects/ ids': 'changes',
  'GET /api/v1/outbox/{id}/ id': 'outbox_messages',
  'GET /api/v1/outbox/{id}/raw/ id': 'outbox_messages',
  // An impacted group is a project group of the impacted kind; its links to changes have their own table.
  impactedGroupId: 'project_groups',
  impacted_group: 'project_groups',
  current_impacted_group_id: 'project_groups',
  'GET /api/v1/impacted-groups/{id}/ id': 'project_groups',
  'GET /api/v1/impacted-group-changes/{id}/ id': 'change_impacted_groups',
  'PATCH /api/v1/impacted-group-changes/{id}/ id': 'change_impacted_groups',
  'DELETE /api/v1/impacted-group-changes/{id}/ id': 'change_impacted_groups',
  excludeGroupId: 'global_impacted_groups',
  manager_id: 'user_profiles',
  // A person's site is an entry of the organisation's reporting sites.
  'POST /api/v1/user_profiles/ site_id': 'reporting_sites',
  'PATCH /api/v1/user_profiles/{id}/ site_id': 'reporting_sites',
  user_id: 'user_profiles',
  // An e-mail's receivers are people.
  'receivers.id': 'user_profiles',
  'attendees.id': 'user_profiles',
  // A comms file is shared with a project's groups.
  group_ids: 'project_groups',
  // Managers are looked up for a global impacted group.
  'GET /api/v1/user_profiles/get_managers_for_group/ group_id': 'global_impacted_groups',
  template: 'comms_email_templates',
  // Training materials, custom tools and comms files are kinds of comms file.
  'GET /api/v1/training-materials/{id}/ id': 'comms_files',
  'PATCH /api/v1/training-materials/{id}/ id': 'comms_files',
  'DELETE /api/v1/training-materials/{id}/ id': 'comms_files',
  'GET /api/v1/training-materials/{id}/download/ id': 'comms_files',
  'GET /api/v1/custom-tools/{id}/ id': 'comms_files',
  'PATCH /api/v1/custom-tools/{id}/ id': 'comms_files',
  'DELETE /api/v1/custom-tools/{id}/ id': 'comms_files',
  'GET /api/v1/custom-tools/{id}/download/ id': 'comms_files',
  'GET /api/v1/engagement-email/{id}/ id': 'comms_emails',
  'PATCH /api/v1/engagement-email/{id}/ id': 'comms_emails',
  'DELETE /api/v1/engagement-email/{id}/ id': 'comms_emails',
  'POST /api/v1/engagement-email/{id}/send/ id': 'comms_emails',
  // Activities: engagement and training activities share one table; their groups are project groups.
  'GET /api/v1/engagement-activities/{id}/ id': 'activities',
  'PATCH /api/v1/engagement-activities/{id}/ id': 'activities',
  'DELETE /api/v1/engagement-activities/{id}/ id': 'activities',
  'GET /api/v1/training-activities/{id}/ id': 'activities',
  'PATCH /api/v1/training-activities/{id}/ id': 'activities',
  'DELETE /api/v1/training-activities/{id}/ id': 'activities',
  'POST /api/v1/engagement-activities/ type': 'engagement_activity_types',
  'PATCH /api/v1/engagement-activities/{id}/ type': 'engagement_activity_types',
  'POST /api/v1/training-activities/ type': 'training_activity_types',
  'PATCH /api/v1/training-activities/{id}/ type': 'training_activity_types',
  'POST /api/v1/engagement-activities/ impacted_groups': 'project_groups',
  'PATCH /api/v1/engagement-activities/{id}/ impacted_groups': 'project_groups',
  'POST /api/v1/training-activities/ impacted_groups': 'project_groups',
  'PATCH /api/v1/training-activities/{id}/ impacted_groups': 'project_groups',
  'GET /api/v1/projects/{id}/average_engagement_and_training_activity_total_time_commitment/ impacted_groups':
    'project_groups',
  'GET /api/v1/activity-burden/ impacted_groups': 'project_groups',
  exclude_activity: 'activities',
  readiness_assessment: null,
  activation_cycle: 'activation_cycles',
  activationCycleId: 'activation_cycles',
  // A delivery report's item is named by `item_kind`; the harness sends the first kind, ANNOUNCEMENT.
  'GET /api/v1/comms-deliveries/summary/ item_id': 'comms_threads',
  'GET /api/v1/comms-deliveries/export/ item_id': 'comms_threads',
  // The local Viva Engage's community view likes and answers a post's row for one community.
  'community-feed': 'comms_deliveries',
  // Leader tasks and actions are one table of items of either kind.
  'leader-tasks': 'leader_items',
  'leader-actions': 'leader_items',
  // Leader-task calls addressed by their project or their cycle.
  'PATCH /api/v1/leader-tasks/{id}/update_tasks/ id': 'projects',
  // The tasks a bulk update names.
  'items.id': 'leader_items',
  'POST /api/v1/leader-tasks/{id}/filter_tasks/ id': 'projects',
  'POST /api/v1/leader-tasks/{id}/task_stats_project_level/ id': 'projects',
  'POST /api/v1/leader-tasks/{id}/filter_tasks_cycle_level/ id': 'activation_cycles',
  'POST /api/v1/leader-tasks/{id}/copy_tasks_into_cycle/ id': 'activation_cycles',
  'POST /api/v1/leader-actions/{id}/copy_actions_into_cycle/ id': 'activation_cycles',
  // Opened items are named by `item_kind`; the harness sends the first kind, NUDGE.
  'POST /api/v1/activation-cycles/{id}/opened/ item_ids': 'nudges',
  // Assessments: one table for every kind; readiness measures and training capabilities their own.
  'readiness-assessment-measure': 'readiness_measures',
  'change-sentiment-analysis': 'assessments',
  'training-needs-analysis': 'assessments',
  'training-needs-capabilities': 'training_capabilities',
  // Impacted-group reminders are the leaders area's nudges.
  'impacted-group-reminders': 'nudges',
  // A nudge's subject is named by `item_type`; the harness sends the first, ACTIVATION_CYCLE.
  'POST /api/v1/impacted-group-reminders/ item_id': 'activation_cycles',
  // SharePoint's own ids (Microsoft Graph), not rows of ours.
  siteId: null,
  driveId: null,
  itemId: null,
};

/**
 * Cases a route is excused from, with the reason. Keys: `<METHOD> <path>`; values: the case
 * names (as the harness prints them) or `*` for a whole group (`auth`, `cross-org`, `input`).
 */
export const optOuts: Record<string, { cases: string[]; reason: string }> = {
  'GET /api/v1/projects/{id}/changes_across_all_projects/': {
    cases: ['cross-org: query excludeProjectId = projects'],
    reason:
      'an exclusion filter: another organisation’s project excludes nothing, and the list holds only the caller’s own changes',
  },
  'GET /api/v1/global-impacted-groups/group_names/': {
    cases: ['cross-org: query excludeGroupId'],
    reason:
      'an exclusion filter: another organisation’s group excludes nothing, and the list holds only the caller’s own groups',
  },
  'GET /api/v1/leader-tasks/personal_stats/': {
    cases: ['cross-org: query impacted_group_id'],
    reason:
      'a filter of the caller’s own tasks: another organisation’s group matches none, so the counts are zero',
  },
  'POST /api/v1/leader-tasks/{id}/task_stats_project_level/': {
    cases: ['cross-org: body activation_cycle_id'],
    reason:
      'a filter of the project’s own tasks: another organisation’s cycle matches none, so the counts are zero',
  },
  'POST /api/v1/user_profiles/search_profiles_by_criteria/': {
    cases: ['cross-org: body manager_id = user_profiles'],
    reason:
      'a search filter: another organisation’s manager matches nobody, so the answer is an empty page of the caller’s own people',
  },
};

/** Our organisation's row of a table, for a sample body (throws when the seed has none). */
export type OurRow = (table: string) => number;

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000);
const hourAfter = (start: Date) => new Date(start.getTime() + 3600 * 1000);

/** A window one hour long starting a week from now, as the calendar calls take it. */
function window() {
  const start = inAWeek();
  return { start: start.toISOString(), end: hourAfter(start).toISOString() };
}

/**
 * Fields a call's body needs that the harness cannot derive from the document: rules across
 * fields (an end after its start, at least one attendee), a format the contract checks in a
 * refinement (an e-mail), and bodies read from a form, which the document does not describe.
 * The harness lays these over the body it generates, so every case starts from a valid request
 * and the one field it changes is what the answer must be about. Keys: `<METHOD> <path>`.
 */
export const sampleBodies: Record<string, (our: OurRow) => Record<string, unknown>> = {
  'POST /api/v1/outlook-event/': (our) => ({
    ...window(),
    attendees: [{ type: 'person', id: our('user_profiles') }],
  }),
  'PATCH /api/v1/outlook-event/{id}/': (our) => ({
    project: our('projects'),
    subject: 'Harness event',
    ...window(),
    attendees: [{ type: 'person', id: our('user_profiles') }],
  }),
  'POST /api/v1/suggested-time-slots/': (our) => ({
    ...window(),
    attendees: [{ type: 'person', id: our('user_profiles') }],
  }),
  'POST /api/v1/allocated-time-results/': (our) => ({
    ...window(),
    attendees: [{ type: 'person', id: our('user_profiles') }],
  }),
  'POST /api/v1/surveys/': (our) => ({ project: our('projects'), name: 'Harness survey' }),
  'POST /api/v1/user_profiles/': () => ({ email: 'harness.person@example.com' }),
};
