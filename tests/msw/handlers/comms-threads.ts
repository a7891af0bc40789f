import { http, HttpResponse } from 'msw';
import type { Thread, ThreadDetail } from '@contract/comms/threads.schema';
import { apiPath } from '../api-path';
import { named, recorder, STAMP, type CommsWrites } from './comms-request';

/** The announcements part of the communications a component test's fake server holds. */
export interface CommsThreadData extends CommsWrites {
  threads: Thread[];
  /** Replies by announcement id. */
  messages: Record<number, ThreadDetail['messages']>;
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

/** Announcements, their likes and replies over `data`. */
export function threadHandlers(data: CommsThreadData) {
  const record = recorder(data);
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
  ];
}
