import { http, HttpResponse } from 'msw';
import type { OutlookEvent } from '@contract/comms/outlook-events.schema';
import type { YammerPost } from '@contract/comms/yammer-posts.schema';
import { apiPath } from '../api-path';
import { named, noDeliveries, recorder, STAMP, type CommsWrites } from './comms-request';

/** The Viva Engage posts and Outlook events a component test's fake server holds. */
export interface CommsPostEventData extends CommsWrites {
  posts: YammerPost[];
  events: OutlookEvent[];
}

export function postRecord(overrides: Partial<YammerPost> = {}): YammerPost {
  return {
    id: 70,
    subject: 'Rota questions',
    body: 'Ask us anything about the new rota.',
    communities: [{ id: 'c1', name: 'All staff' }],
    project: 4,
    creator: null,
    send_by: null,
    file: null,
    file_name: null,
    associated_changes: [],
    is_draft: true,
    status: 'DRAFT',
    sent_at: null,
    delivery: noDeliveries,
    ...overrides,
  };
}

export function eventRecord(overrides: Partial<OutlookEvent> = {}): OutlookEvent {
  return {
    id: 80,
    project: 4,
    subject: 'Rota briefing',
    body: '',
    location: 'Seminar room',
    start: '2030-05-01T09:00:00.000Z',
    end: '2030-05-01T10:00:00.000Z',
    time_zone: 'Europe/London',
    attendees: [{ type: 'group', id: 3, name: 'Ward nurses' }],
    sent: true,
    delivery: { ...noDeliveries, recipients: 12, sent: 12, delivered: 12 },
    created_by: null,
    ...overrides,
  };
}

/** An event as the server answers a create or an update with `body`, its attendees named. */
function eventFromBody(
  id: number,
  body: Record<string, unknown>,
  data: CommsPostEventData,
): OutlookEvent {
  return eventRecord({
    id,
    project: Number(body.project),
    subject: String(body.subject),
    body: String(body.body ?? ''),
    location: String(body.location ?? ''),
    start: String(body.start),
    end: String(body.end),
    time_zone: String(body.time_zone),
    attendees: named(body.attendees, data.groups),
  });
}

/** Posts, communities and events over `data`; writes answer with what was written. */
export function postEventHandlers(data: CommsPostEventData) {
  const record = recorder(data);
  return [
    http.get(apiPath('yammer-post/'), () => HttpResponse.json(data.posts)),
    http.get(apiPath('outlook-event/'), () => HttpResponse.json(data.events)),
    http.get(apiPath('yammer-post/get_yammer_communities/'), () =>
      HttpResponse.json([
        { id: 'c1', name: 'All staff' },
        { id: 'c2', name: 'Ward managers' },
      ]),
    ),
    http.patch(apiPath('yammer-post/:id/'), async ({ request, params }) => {
      const { body } = await record(request);
      const published = body.is_draft === false;
      const communities = ((body.communities ?? []) as string[]).map((id) => ({ id, name: id }));
      const post = postRecord({
        id: Number(params.id),
        subject: String(body.subject),
        body: String(body.body),
        communities,
        project: Number(body.project),
        send_by: (body.send_by as string | null) ?? null,
        associated_changes: (body.associated_changes as number[] | undefined) ?? [],
        is_draft: !published,
        status: published ? 'SENT' : 'DRAFT',
        sent_at: published ? STAMP : null,
        delivery: published
          ? {
              ...noDeliveries,
              recipients: communities.length,
              sent: communities.length,
              delivered: communities.length,
            }
          : noDeliveries,
      });
      data.posts = [...data.posts.filter((p) => p.id !== post.id), post];
      return HttpResponse.json(post);
    }),
    // Rooms and places: those whose name has what was typed.
    http.get(apiPath('outlook-event/get_event_locations_by_search/'), ({ request }) => {
      const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
      return HttpResponse.json(
        ['Board Room Leeds', 'Seminar room 2', 'Ward 4 day room'].filter((l) =>
          l.toLowerCase().includes(search),
        ),
      );
    }),
    // Times everyone is free, within the window asked about; and who is free at one time.
    http.post(apiPath('suggested-time-slots/'), async ({ request }) => {
      await record(request);
      return HttpResponse.json([
        { start: '2030-05-06T09:00:00.000Z', end: '2030-05-06T10:00:00.000Z' },
        { start: '2030-05-06T13:00:00.000Z', end: '2030-05-06T14:00:00.000Z' },
      ]);
    }),
    http.post(apiPath('allocated-time-results/'), async ({ request }) => {
      await record(request);
      return HttpResponse.json([
        { person: { id: 1, display_name: 'Ada Admin' }, available: true },
        { person: { id: 21, display_name: 'Grace Hopper' }, available: false },
      ]);
    }),
    http.post(apiPath('outlook-event/'), async ({ request }) => {
      const { body } = await record(request);
      const event = eventFromBody(100 + data.writes.length, body, data);
      data.events = [...data.events, event];
      return HttpResponse.json(event, { status: 201 });
    }),
    http.patch(apiPath('outlook-event/:id/'), async ({ request, params }) => {
      const { body } = await record(request);
      const event = eventFromBody(Number(params.id), body, data);
      data.events = [...data.events.filter((e) => e.id !== event.id), event];
      return HttpResponse.json(event);
    }),
  ];
}
