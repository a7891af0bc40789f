import { bad, badId, get, refused, send, teamCall, type Call } from './build';
import { image, type CommsFixture } from './fixture';

const start = new Date(Date.now() + 40 * 24 * 3600 * 1000);
start.setUTCHours(10, 0, 0, 0);
const end = new Date(start.getTime() + 3600 * 1000);
const attendees = (f: CommsFixture) => [{ type: 'group', id: f.group }];
const event = (subject: string) => (f: CommsFixture) => ({
  project: f.project,
  subject,
  location: 'Seminar room',
  start: start.toISOString(),
  end: end.toISOString(),
  attendees: attendees(f),
});

/** Viva Engage posts and Outlook events, with the look-ups their composers make. */
export const postEventCalls: Call[] = [
  teamCall(
    'GET yammer-post/?project',
    get((f) => `yammer-post/?project=${f.project}`),
    200,
    bad(
      'project',
      get(() => 'yammer-post/?project=abc'),
    ),
  ),
  teamCall(
    'GET yammer-post/{id}/',
    get((f) => `yammer-post/${f.post}/`),
    200,
    badId((id) => `yammer-post/${id}/`),
  ),
  teamCall(
    'GET yammer-post/get_yammer_communities/',
    get(() => 'yammer-post/get_yammer_communities/'),
    200,
    { none: 'the organisation’s communities: no input' },
    refused.employee,
  ),
  teamCall(
    'POST yammer-post/',
    send(
      'POST',
      () => 'yammer-post/',
      (f) => ({
        project: f.project,
        subject: 'Canteen hours',
        body: 'From Monday',
        communities: ['all-company'],
        is_draft: true,
      }),
      { ...image('canteen.png'), field: 'file' },
    ),
    201,
    ['subject', ''],
  ),
  teamCall(
    'PATCH yammer-post/{id}/',
    send(
      'PATCH',
      (f) => `yammer-post/${f.post}/`,
      (f) => ({ project: f.project, subject: 'Rota questions', body: 'Ask us', is_draft: true }),
    ),
    200,
    ['is_draft', 'maybe'],
  ),
  teamCall(
    'DELETE yammer-post/{id}/',
    send('DELETE', (f) => `yammer-post/${f.sparePost}/`),
    204,
    badId((id) => `yammer-post/${id}/`, 'DELETE'),
  ),
  teamCall(
    'GET outlook-event/?project',
    get((f) => `outlook-event/?project=${f.project}`),
    200,
    bad(
      'project',
      get(() => 'outlook-event/?project=abc'),
    ),
  ),
  teamCall(
    'GET outlook-event/{id}/',
    get((f) => `outlook-event/${f.event}/`),
    200,
    badId((id) => `outlook-event/${id}/`),
  ),
  teamCall(
    'GET outlook-event/get_event_locations_by_search/?per_page=10&search',
    get(() => 'outlook-event/get_event_locations_by_search/?per_page=10&search=seminar'),
    200,
    bad(
      'per_page',
      get(() => 'outlook-event/get_event_locations_by_search/?per_page=0&search=seminar'),
    ),
    refused.employee,
  ),
  teamCall(
    'POST outlook-event/',
    send('POST', () => 'outlook-event/', event('Canteen tour')),
    201,
    ['subject', ''],
  ),
  teamCall(
    'PATCH outlook-event/{id}/',
    send('PATCH', (f) => `outlook-event/${f.event}/`, event('Rota clinic, moved')),
    200,
    ['end', start.toISOString()],
  ),
  teamCall(
    'POST suggested-time-slots/',
    send(
      'POST',
      () => 'suggested-time-slots/',
      (f) => ({
        attendees: attendees(f),
        start: start.toISOString(),
        end: new Date(start.getTime() + 8 * 3600 * 1000).toISOString(),
        duration_minutes: 60,
      }),
    ),
    200,
    ['duration_minutes', 5],
    refused.employee,
  ),
  teamCall(
    'POST allocated-time-results/',
    send(
      'POST',
      () => 'allocated-time-results/',
      (f) => ({ attendees: attendees(f), start: start.toISOString(), end: end.toISOString() }),
    ),
    200,
    ['start', 'soon'],
    refused.employee,
  ),
];
