import { bad, badId, everyoneRead, get, projectRead, send, teamWrite, type Call } from './build';

/**
 * The readiness calls. The delete of the assessment itself comes last in the whole table:
 * everything else of readiness hangs off it.
 */
export const readinessCalls: Call[] = [
  teamWrite(
    'POST change-readiness-assessment/',
    send(
      'POST',
      (f) => `change-readiness-assessment/?projectId=${f.fresh}`,
      () => ({
        go_live_date: '2027-03-01',
      }),
    ),
    201,
    ['go_live_date', 'soon'],
  ),
  projectRead(
    'GET change-readiness-assessment/get_change_readiness_assessment/',
    (f) => `change-readiness-assessment/get_change_readiness_assessment/?projectId=${f.project}`,
    bad(
      'projectId',
      get(() => 'change-readiness-assessment/get_change_readiness_assessment/?projectId=abc'),
    ),
  ),
  teamWrite(
    'PATCH change-readiness-assessment/{id}/',
    send(
      'PATCH',
      (f) => `change-readiness-assessment/${f.readiness}/`,
      () => ({ notes: 'Pilot first' }),
    ),
    200,
    ['go_live_date', '2027-02-30'],
  ),
  projectRead(
    'GET change-readiness-assessment/{id}/get_change_readiness_assessment_go_live_items/',
    (f) =>
      `change-readiness-assessment/${f.readiness}/get_change_readiness_assessment_go_live_items/`,
    badId(
      (id) => `change-readiness-assessment/${id}/get_change_readiness_assessment_go_live_items/`,
    ),
  ),
  projectRead(
    'GET change-readiness-assessment/{id}/get_dependencies_table_items/',
    (f) => `change-readiness-assessment/${f.readiness}/get_dependencies_table_items/`,
    badId((id) => `change-readiness-assessment/${id}/get_dependencies_table_items/`),
  ),
  projectRead(
    'GET readiness-assessment-measure/',
    (f) =>
      `readiness-assessment-measure/?changeImpactAssessmentId=${f.readiness}&measureType=READINESS_METRIC`,
    bad(
      'measureType',
      get(
        (f) =>
          `readiness-assessment-measure/?changeImpactAssessmentId=${f.readiness}&measureType=VIBES`,
      ),
    ),
  ),
  everyoneRead(
    'GET readiness-assessment-measure/waiting_for_my_approval/',
    () => 'readiness-assessment-measure/waiting_for_my_approval/',
    "the caller's own approvals: each person reads only what waits for them",
    { none: 'takes no input' },
  ),
  teamWrite(
    'POST readiness-assessment-measure/',
    send(
      'POST',
      (f) => `readiness-assessment-measure/?assessmentId=${f.readiness}`,
      () => ({
        measure_type: 'CHANGE_ACTIVITY',
        title: 'Briefings held',
        due_date: '2027-02-01',
      }),
    ),
    201,
    ['measure_type', 'VIBES'],
  ),
  teamWrite(
    'PATCH readiness-assessment-measure/{id}/',
    send(
      'PATCH',
      (f) => `readiness-assessment-measure/${f.metric}/`,
      () => ({ target: '95%' }),
    ),
    200,
    ['due_date', 'soon'],
  ),
  teamWrite(
    'POST readiness-assessment-measure/{id}/send_approval_reminders/',
    send('POST', (f) => `readiness-assessment-measure/${f.approval}/send_approval_reminders/`),
    202,
    badId((id) => `readiness-assessment-measure/${id}/send_approval_reminders/`, 'POST'),
  ),
  projectRead(
    'GET status-report-readiness-assessment/',
    (f) => `status-report-readiness-assessment/?measureId=${f.approval}&isApprovalStatusList=true`,
    bad(
      'isApprovalStatusList',
      get(
        (f) =>
          `status-report-readiness-assessment/?measureId=${f.approval}&isApprovalStatusList=maybe`,
      ),
    ),
  ),
  teamWrite(
    'POST status-report-readiness-assessment/',
    send(
      'POST',
      (f) => `status-report-readiness-assessment/?measureId=${f.metric}`,
      () => ({
        rag_status: 'AMBER',
        comment: 'Half trained',
      }),
    ),
    201,
    ['rag_status', 'PURPLE'],
  ),
  {
    // The approver decides: not on the team, yet the one person who may approve.
    name: 'PATCH status-report-readiness-assessment/{id}/',
    request: send(
      'PATCH',
      (f) => `status-report-readiness-assessment/${f.pendingReport}/`,
      () => ({
        approval_status: 'APPROVED',
        approval_comment: 'Go',
      }),
    ),
    ok: { as: (f) => f.approver, status: 200 },
    denied: { as: (f) => f.outsider, status: 403 },
    malformed: bad(
      'approval_status',
      send(
        'PATCH',
        (f) => `status-report-readiness-assessment/${f.pendingReport}/`,
        () => ({ approval_status: 'MAYBE' }),
      ),
    ),
    switchedOff: 403,
  },
  teamWrite(
    'DELETE readiness-assessment-measure/{id}/',
    send('DELETE', (f) => `readiness-assessment-measure/${f.spareMeasure}/`),
    204,
    badId((id) => `readiness-assessment-measure/${id}/`, 'DELETE'),
  ),
];

export const readinessDelete: Call = teamWrite(
  'DELETE change-readiness-assessment/{id}/',
  send('DELETE', (f) => `change-readiness-assessment/${f.readiness}/`),
  204,
  badId((id) => `change-readiness-assessment/${id}/`, 'DELETE'),
);
