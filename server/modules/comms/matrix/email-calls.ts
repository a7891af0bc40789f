import { bad, badId, get, refused, send, teamCall, type Call } from './build';
import type { CommsFixture } from './fixture';

const email = (subject: string) => (f: CommsFixture) => ({
  project: f.project,
  subject,
  body: '<p>New shifts from Monday</p>',
  receivers: [{ type: 'group', id: f.group }],
});

/** Engagement emails and their templates. */
export const emailCalls: Call[] = [
  teamCall(
    'GET engagement-email/?project',
    get((f) => `engagement-email/?project=${f.project}`),
    200,
    bad(
      'project',
      get(() => 'engagement-email/?project=abc'),
    ),
  ),
  teamCall(
    'GET engagement-email/{id}/',
    get((f) => `engagement-email/${f.email}/`),
    200,
    badId((id) => `engagement-email/${id}/`),
  ),
  teamCall(
    'POST engagement-email/?isSchedule',
    send('POST', () => 'engagement-email/?isSchedule=false', email('Canteen hours')),
    201,
    ['subject', ''],
  ),
  teamCall(
    'PATCH engagement-email/{id}/?isDraft',
    send('PATCH', (f) => `engagement-email/${f.email}/?isDraft=true`, email('Rota, edited')),
    200,
    ['subject', ''],
  ),
  teamCall(
    'POST engagement-email/{id}/send/',
    send('POST', (f) => `engagement-email/${f.email}/send/`),
    200,
    badId((id) => `engagement-email/${id}/send/`, 'POST'),
  ),
  teamCall(
    'POST engagement-email/send_test_email/',
    send(
      'POST',
      () => 'engagement-email/send_test_email/',
      () => ({ subject: 'Rota', body: '<p>Test</p>' }),
    ),
    200,
    ['subject', ''],
    refused.employee,
  ),
  teamCall(
    'DELETE engagement-email/{id}/',
    send('DELETE', (f) => `engagement-email/${f.spareEmail}/`),
    204,
    badId((id) => `engagement-email/${id}/`, 'DELETE'),
  ),
  teamCall(
    'GET email-templates/?projectId',
    get((f) => `email-templates/?projectId=${f.project}`),
    200,
    bad(
      'projectId',
      get(() => 'email-templates/?projectId=abc'),
    ),
  ),
  teamCall(
    'GET email-templates/{id}/',
    get((f) => `email-templates/${f.template}/`),
    200,
    badId((id) => `email-templates/${id}/`),
  ),
  teamCall(
    'POST email-templates/',
    send(
      'POST',
      () => 'email-templates/',
      (f) => ({ project: f.project, name: 'Bulletin', html_layout_content: '<p>{{content}}</p>' }),
    ),
    201,
    ['name', ''],
  ),
  teamCall(
    'PATCH email-templates/{id}/',
    send(
      'PATCH',
      (f) => `email-templates/${f.template}/`,
      () => ({ subject: 'Ward news' }),
    ),
    200,
    ['name', ''],
  ),
  teamCall(
    'POST email-templates/{id}/send_test_email/',
    send(
      'POST',
      (f) => `email-templates/${f.template}/send_test_email/`,
      () => ({ email_body: '<p>Hello</p>' }),
    ),
    200,
    ['email_body', 5],
  ),
  teamCall(
    'DELETE email-templates/{id}/',
    send('DELETE', (f) => `email-templates/${f.spareTemplate}/`),
    204,
    badId((id) => `email-templates/${id}/`, 'DELETE'),
  ),
];
