import { http, HttpResponse } from 'msw';
import type { EmailTemplate, EngagementEmail } from '@contract/comms/emails.schema';
import type { ImpactedGroup } from '@contract/groups/impacted-groups.schema';
import { apiPath } from '../api-path';
import { named, noDeliveries, recorder, STAMP, type CommsWrites } from './comms-request';

/** The emails and templates part of the communications a component test's fake server holds. */
export interface CommsEmailData extends CommsWrites {
  templates: EmailTemplate[];
  emails: EngagementEmail[];
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

/** Templates, the groups emails go to, and emails (test sends, sends, schedules) over `data`. */
export function emailHandlers(data: CommsEmailData) {
  const record = recorder(data);
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
  const saveTemplate = (id: number, body: Record<string, unknown>) => {
    const before = data.templates.find((t) => t.id === id);
    const template = templateRecord({
      ...before,
      id,
      project: (body.project as number | null | undefined) ?? before?.project ?? null,
      name: String(body.name ?? before?.name ?? ''),
      subject: String(body.subject ?? before?.subject ?? ''),
      html_layout_content: String(body.html_layout_content ?? before?.html_layout_content ?? ''),
    });
    data.templates = [...data.templates.filter((t) => t.id !== id), template];
    return template;
  };
  return [
    http.get(apiPath('email-templates/'), () => HttpResponse.json(data.templates)),
    http.post(apiPath('email-templates/'), async ({ request }) => {
      const { body } = await record(request);
      return HttpResponse.json(saveTemplate(200 + data.writes.length, body), { status: 201 });
    }),
    http.patch(apiPath('email-templates/:id/'), async ({ request, params }) => {
      const { body } = await record(request);
      return HttpResponse.json(saveTemplate(Number(params.id), body));
    }),
    http.delete(apiPath('email-templates/:id/'), async ({ request, params }) => {
      await record(request);
      data.templates = data.templates.filter((t) => t.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiPath('email-templates/:id/send_test_email/'), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ detail: 'A test was sent to ada@example.org.' });
    }),
    http.get(apiPath('impacted-groups/'), () => HttpResponse.json(data.groups)),
    http.get(apiPath('engagement-email/'), () => HttpResponse.json(data.emails)),
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
  ];
}
