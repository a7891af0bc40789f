import { http, HttpResponse } from 'msw';
import { commsFileHandlers, type CommsFileData } from './comms-files';
import type { EmailTemplate, EngagementEmail } from '@contract/comms/emails.schema';
import type { Receiver } from '@contract/comms/receivers.schema';
import type { Thread, ThreadDetail } from '@contract/comms/threads.schema';
import type { ImpactedGroup } from '@contract/groups/impacted-groups.schema';
import { apiPath } from '../api-path';

const STAMP = '2030-01-01T09:00:00.000Z';
const noDeliveries = {
  recipients: 0,
  sent: 0,
  delivered: 0,
  opened: 0,
  acted: 0,
  failed: 0,
};

/** Communications as a component test's fake server holds them; tests may change them. */
export interface CommsData extends CommsFileData {
  templates: EmailTemplate[];
  groups: ImpactedGroup[];
  emails: EngagementEmail[];
  threads: Thread[];
  /** Replies by announcement id. */
  messages: Record<number, ThreadDetail['messages']>;
  /** Every write the fake server took: method, path with query, body (JSON or the form's payload). */
  writes: { method: string; url: string; body: unknown }[];
}

export function groupRecord(overrides: Partial<ImpactedGroup> = {}): ImpactedGroup {
  return {
    id: 3,
    project: 4,
    name: 'Ward nurses',
    group_type: 'Impacted',
    group_role: 'IMPACTED_EMPLOYEES',
    category: '',
    teams_access: false,
    notes: '',
    archived: false,
    global_impacted_group: null,
    audience_band: null,
    directory_group: null,
    last_synced_at: null,
    member_count: 12,
    leader_count: 1,
    members: [],
    created_at: STAMP,
    updated_at: STAMP,
    change_count: 1,
    highest_impact_level: null,
    ...overrides,
  };
}

export function templateRecord(overrides: Partial<EmailTemplate> = {}): EmailTemplate {
  return {
    id: 8,
    project: 4,
    name: 'Ward news',
    subject: 'From the project',
    html_layout_content: '<h1>Ward news</h1>{{content}}<p>The EPR team</p>',
    created_by: null,
    updated_at: STAMP,
    ...overrides,
  };
}

export function emailRecord(overrides: Partial<EngagementEmail> = {}): EngagementEmail {
  return {
    id: 30,
    project: 4,
    template: null,
    subject: 'Go-live briefing',
    body: '<p>Join us</p>',
    receivers: [{ type: 'group', id: 3, name: 'Ward nurses' }],
    status: 'DRAFT',
    is_draft: true,
    scheduled_at: null,
    send_local: null,
    sent_at: null,
    created_by: null,
    delivery: noDeliveries,
    created_at: STAMP,
    ...overrides,
  };
}

export function threadRecord(overrides: Partial<Thread> = {}): Thread {
  return {
    id: 50,
    type: 'ANNOUNCEMENT',
    title: 'New rota from Monday',
    description: '<p>Check your shifts.</p>',
    due_at: null,
    pinned: false,
    pin_expiry: null,
    project: 4,
    project_name: 'Electronic patient record rollout',
    send_date: null,
    is_drafted: false,
    status: 'SENT',
    sent_at: STAMP,
    in_teams: true,
    on_behalf: false,
    receivers: [{ type: 'group', id: 3, name: 'Ward nurses' }],
    associated_changes: [],
    image_name: null,
    image_url: null,
    author: null,
    likes_count: 0,
    liked_by_me: false,
    messages_count: 0,
    can_edit: true,
    delivery: null,
    created_at: STAMP,
    ...overrides,
  };
}

export function commsData(overrides: Partial<CommsData> = {}): CommsData {
  return {
    templates: [templateRecord()],
    groups: [groupRecord(), groupRecord({ id: 5, name: 'Pharmacy' })],
    emails: [],
    threads: [],
    files: [],
    downloads: [],
    failed: [],
    summaries: {},
    messages: {},
    writes: [],
    ...overrides,
  };
}

/**
 * A write's body: JSON, or a multipart form's JSON `payload` part plus the image's file name.
 * The form is read from its text: undici's own parser refuses the files jsdom makes.
 */
async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }
  const payload = /name="payload"\r\n\r\n([\s\S]*?)\r\n--/.exec(text)?.[1];
  const image = /name="image"; filename="([^"]*)"/.exec(text)?.[1];
  return {
    ...(payload ? (JSON.parse(payload) as Record<string, unknown>) : {}),
    ...(image ? { image } : {}),
  };
}

function named(receivers: unknown, groups: ImpactedGroup[]): Receiver[] {
  return ((receivers ?? []) as { type: 'group' | 'person'; id: number }[]).map((r) => ({
    ...r,
    name: groups.find((g) => g.id === r.id)?.name ?? 'Someone',
  }));
}

/** The communications API over `data`: reads answer from it, writes are recorded and applied. */
export function commsHandlers(data: CommsData = commsData()) {
  const record = async (request: Request) => {
    const body = await bodyOf(request);
    const url = new URL(request.url);
    data.writes.push({ method: request.method, url: `${url.pathname}${url.search}`, body });
    return { body, query: url.searchParams };
  };
  const saveEmail = (id: number, body: Record<string, unknown>, scheduled: boolean) => {
    const email = emailRecord({
      id,
      subject: String(body.subject),
      body: String(body.body ?? ''),
      template: (body.template as number | null) ?? null,
      receivers: named(body.receivers, data.groups),
      status: scheduled ? 'SCHEDULED' : 'DRAFT',
      is_draft: !scheduled,
      scheduled_at: (body.scheduled_at as string | null) ?? null,
      send_local: (body.send_local as string | null) ?? null,
    });
    data.emails = [...data.emails.filter((e) => e.id !== id), email];
    return email;
  };
  const saveThread = (id: number, body: Record<string, unknown>, isSend: boolean) => {
    const scheduled = isSend && typeof body.send_date === 'string';
    const thread = threadRecord({
      id,
      title: String(body.title),
      description: String(body.description ?? ''),
      pinned: body.pinned === true,
      pin_expiry: (body.pin_expiry as string | null) ?? null,
      send_date: (body.send_date as string | null) ?? null,
      status: !isSend ? 'DRAFT' : scheduled ? 'SCHEDULED' : 'SENT',
      is_drafted: !isSend,
      sent_at: isSend && !scheduled ? STAMP : null,
      receivers: named(body.receivers, data.groups),
      associated_changes: (body.associated_changes as number[] | undefined) ?? [],
      image_name: typeof body.image === 'string' ? body.image : null,
    });
    data.threads = [...data.threads.filter((t) => t.id !== id), thread];
    const detail: ThreadDetail = { ...thread, messages: [] };
    return detail;
  };
  return [
    http.get(apiPath('email-templates/'), () => HttpResponse.json(data.templates)),
    http.get(apiPath('impacted-groups/'), () => HttpResponse.json(data.groups)),
    http.get(apiPath('engagement-email/'), () => HttpResponse.json(data.emails)),
    http.get(apiPath('yammer-post/'), () => HttpResponse.json([])),
    http.get(apiPath('outlook-event/'), () => HttpResponse.json([])),
    ...commsFileHandlers(data),
    http.post(apiPath('engagement-email/send_test_email/'), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ detail: 'A test was sent to ada@example.org.' });
    }),
    http.post(apiPath('engagement-email/:id/send/'), async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        detail: 'Sent to 12 of 12 people.',
        delivery: { ...noDeliveries, recipients: 12, sent: 12, delivered: 12 },
      });
    }),
    http.post(apiPath('engagement-email/'), async ({ request }) => {
      const { body, query } = await record(request);
      return HttpResponse.json(
        saveEmail(100 + data.writes.length, body, query.get('isSchedule') === 'true'),
        {
          status: 201,
        },
      );
    }),
    http.patch(apiPath('engagement-email/:id/'), async ({ request, params }) => {
      const { body, query } = await record(request);
      return HttpResponse.json(
        saveEmail(Number(params.id), body, query.get('isDraft') === 'false'),
      );
    }),
    http.get(apiPath('threads/'), () => HttpResponse.json(data.threads)),
    http.get(apiPath('threads/:id/'), ({ params }) => {
      const thread = data.threads.find((t) => t.id === Number(params.id));
      if (!thread) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      return HttpResponse.json({ ...thread, messages: data.messages[thread.id] ?? [] });
    }),
    http.patch(apiPath('threads/:id/toggle_like/'), async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      data.threads = data.threads.map((t) =>
        t.id === id
          ? {
              ...t,
              liked_by_me: !t.liked_by_me,
              likes_count: t.likes_count + (t.liked_by_me ? -1 : 1),
            }
          : t,
      );
      return HttpResponse.json(data.threads.find((t) => t.id === id));
    }),
    http.patch(apiPath('threads/:id/add_message/'), async ({ request, params }) => {
      const { body } = await record(request);
      const id = Number(params.id);
      const messages = [
        ...(data.messages[id] ?? []),
        { id: 900 + data.writes.length, body: String(body.body), author: null, created_at: STAMP },
      ];
      data.messages[id] = messages;
      data.threads = data.threads.map((t) =>
        t.id === id ? { ...t, messages_count: messages.length } : t,
      );
      const thread = data.threads.find((t) => t.id === id);
      return HttpResponse.json({ ...thread, messages });
    }),
    http.post(apiPath('threads/create_announcement/'), async ({ request }) => {
      const { body, query } = await record(request);
      return HttpResponse.json(
        saveThread(200 + data.writes.length, body, query.get('isSend') === 'true'),
        {
          status: 201,
        },
      );
    }),
    http.patch(apiPath('threads/:id/update_announcement/'), async ({ request, params }) => {
      const { body, query } = await record(request);
      return HttpResponse.json(saveThread(Number(params.id), body, query.get('isSend') === 'true'));
    }),
    http.get(apiPath('yammer-post/get_yammer_communities/'), () =>
      HttpResponse.json([
        { id: 'c1', name: 'All staff' },
        { id: 'c2', name: 'Ward managers' },
      ]),
    ),
    // Posts and events answer with what was written, named as the server would name it.
    http.patch(apiPath('yammer-post/:id/'), async ({ request, params }) => {
      const { body } = await record(request);
      const published = body.is_draft === false;
      return HttpResponse.json({
        id: Number(params.id),
        subject: String(body.subject),
        body: String(body.body),
        communities: ((body.communities ?? []) as string[]).map((id) => ({ id, name: id })),
        project: Number(body.project),
        creator: null,
        send_by: (body.send_by as string | null) ?? null,
        file: null,
        file_name: null,
        associated_changes: (body.associated_changes as number[] | undefined) ?? [],
        is_draft: !published,
        status: published ? 'SENT' : 'DRAFT',
        sent_at: published ? STAMP : null,
      });
    }),
    http.patch(apiPath('outlook-event/:id/'), async ({ request, params }) => {
      const { body } = await record(request);
      return HttpResponse.json({
        id: Number(params.id),
        project: Number(body.project),
        subject: String(body.subject),
        body: String(body.body ?? ''),
        location: String(body.location ?? ''),
        start: String(body.start),
        end: String(body.end),
        time_zone: String(body.time_zone),
        attendees: named(body.attendees, data.groups),
        sent: true,
        created_by: null,
      });
    }),
  ];
}
