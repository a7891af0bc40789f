import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryPaths } from '@contract/surveys/delivery';
import type {
  AudienceOptions,
  DeliveryCounts,
  DeliveryData,
  RecipientDelivery,
  SendResult,
} from '@contract/surveys/delivery.schema';
import { questionsPaths } from '@contract/surveys/questions';
import { responsesPaths } from '@contract/surveys/responses';
import { surveysPaths } from '@contract/surveys/surveys';
import type { Survey } from '@contract/surveys/surveys.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';
import type {
  TeamsNotification,
  TeamsNotificationPort,
} from '../../../integrations/graph/teams-notifications';
import type { MailPort, OutgoingMail } from '../../../integrations/mail/mail-port';
import { jobs } from '../../../jobs/jobs';
import { surveyTestData } from '../test-data';

/** Mail that fails for chosen addresses, as a provider rejecting a mailbox would. */
class FlakyMail implements MailPort {
  readonly kind = 'local' as const;
  readonly sent: OutgoingMail[] = [];
  readonly refuse = new Set<string>();
  async send(mail: OutgoingMail) {
    const to = mail.to[0]?.address ?? '';
    if (this.refuse.has(to)) throw new Error(`Mailbox unavailable: ${to}`);
    this.sent.push(mail);
    return { messageId: `test-${this.sent.length}` };
  }
}

/** Teams activity-feed notifications as Graph would receive them, failing for chosen people. */
class RecordingTeams implements TeamsNotificationPort {
  readonly sent: TeamsNotification[] = [];
  readonly refuse = new Set<string>();
  async notify(n: TeamsNotification) {
    const to = n.recipients[0]?.email ?? '';
    if (this.refuse.has(to)) throw new Error(`Teams user not found: ${to}`);
    this.sent.push(n);
    return { id: `teams-${this.sent.length}` };
  }
}

describe('sending surveys', () => {
  const mail = new FlakyMail();
  const teams = new RecordingTeams();
  const server = useTestServer({ integrations: () => ({ mail, teams }) });
  const api = apiClient(server);
  let org: MadeOrganisation;
  let manager: MadeUser;
  let employees: MadeUser[];
  let leader: MadeUser;
  let project: { id: number };
  let group: { id: number };

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    employees = [await make.user(org), await make.user(org), await make.user(org)];
    leader = await make.user(org, { role: 'LEADER' });
    project = await make.project(org, { team: [manager] });
    group = await surveyTestData(server.db).group(org, project.id, [
      ...employees.map((user) => ({ user })),
      { user: leader, leader: true },
    ]);
  });

  const newSurvey = async () =>
    (
      await api.post<Survey>(manager.email, surveysPaths.create(), {
        project: project.id,
        template: 'GO_LIVE_EMPLOYEES',
      })
    ).body;
  const runScheduler = async () => {
    // A fresh job list, as after a restart: everything it needs is in the database.
    const job = jobs({ db: server.db, integrations: server.app.integrations }).find(
      (j) => j.name === 'surveys.send-due',
    );
    if (!job) throw new Error('surveys.send-due is not registered');
    await job.run({});
  };

  it('offers the project’s groups as audiences with their sizes', async () => {
    const res = await api.get<AudienceOptions>(manager.email, deliveryPaths.audiences(project.id));
    expect(res.status).toBe(200);
    expect(res.body.groups).toContainEqual(
      expect.objectContaining({ id: group.id, members: 4, leaders: 1 }),
    );
  });

  it('sends to the employees of a group, each with their own link, and locks the questions', async () => {
    const survey = await newSurvey();
    const before = mail.sent.length;
    const teamsBefore = teams.sent.length;
    const res = await api.post<SendResult>(manager.email, deliveryPaths.send(survey.id), {
      channel: 'BOTH',
      audience: 'EMPLOYEE',
      audience_groups: [group.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.delivery).toEqual({ recipients: 3, delivered: 3, failed: 0 });
    expect(res.body.survey).toMatchObject({
      status: 'OPEN',
      locked: true,
      cycle: 1,
      recipients: 3,
    });
    const mails = mail.sent.slice(before);
    expect(mails.map((m) => m.to[0]?.address).sort()).toEqual(employees.map((e) => e.email).sort());
    const tokens = mails.map(
      (m) => /\/survey\/([A-Za-z0-9_-]+)\?from=EMAIL/.exec(m.html)?.[1] ?? '',
    );
    expect(new Set(tokens).size).toBe(3);
    // 192 bits in base64url: 32 characters.
    for (const token of tokens) expect(token.length).toBeGreaterThanOrEqual(22);
    expect(
      teams.sent
        .slice(teamsBefore)
        .map((n) => n.recipients[0]?.email)
        .sort(),
    ).toEqual(employees.map((e) => e.email).sort());

    const locked = await api.post<Record<string, string[]>>(
      manager.email,
      questionsPaths.save(survey.id),
      {
        questions: [{ text: 'New?', question_type: 'TEXT' }],
      },
    );
    expect(locked.status).toBe(400);
    expect(locked.body.questions?.[0]).toMatch(/locked/);
    const version = await api.post<Survey>(manager.email, surveysPaths.create(), {
      copy_of: survey.id,
    });
    expect(version.body).toMatchObject({
      version: 2,
      series: survey.id,
      previous_version: survey.id,
      locked: false,
    });

    const latest = await api.get<Survey>(manager.email, surveysPaths.latest(project.id));
    expect(latest.body.id).toBe(survey.id);
  });

  it('sends through Teams alone: a feed notification per person with their own link, no mail', async () => {
    const survey = await newSurvey();
    const mailsBefore = mail.sent.length;
    const teamsBefore = teams.sent.length;
    const [unreachable] = employees;
    if (!unreachable) throw new Error('employee expected');
    teams.refuse.add(unreachable.email);
    const res = await api.post<SendResult>(manager.email, deliveryPaths.send(survey.id), {
      channel: 'TEAMS',
      audience: 'EMPLOYEE',
      audience_groups: [group.id],
    });
    teams.refuse.clear();
    expect(res.body.delivery).toEqual({ recipients: 3, delivered: 2, failed: 1 });
    expect(mail.sent.length).toBe(mailsBefore);
    const sent = teams.sent.slice(teamsBefore);
    expect(sent.map((n) => n.recipients[0]?.email).sort()).toEqual(
      employees
        .slice(1)
        .map((e) => e.email)
        .sort(),
    );
    for (const n of sent) {
      expect(n).toMatchObject({ activityType: 'surveySent', topic: survey.name });
      expect(n.recipients[0]?.externalId).toBeTruthy();
    }
    const token = /\/survey\/([A-Za-z0-9_-]+)\?from=TEAMS$/.exec(sent[0]?.webUrl ?? '')?.[1];
    if (!token) throw new Error(`No Teams link in ${sent[0]?.webUrl}`);
    const opened = await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/${responsesPaths.status(token, 'TEAMS')}`,
    });
    expect(opened.statusCode).toBeLessThan(300);
    const page = await server.app.inject({
      method: 'GET',
      url: `/api/v1/${responsesPaths.recipient(token)}`,
    });
    expect(page.statusCode).toBe(200);
    const failedRow = await api.post<DeliveryData>(
      manager.email,
      deliveryPaths.deliveryData(survey.id),
      { status: 'FAILED' },
    );
    expect(failedRow.body.results[0]).toMatchObject({
      person: { email: unreachable.email },
      failed_reason: expect.stringContaining('Teams user not found'),
    });
    // The retry goes through Teams again, still without mail.
    const retried = await api.post<DeliveryCounts>(
      manager.email,
      deliveryPaths.resend(survey.id),
      {},
    );
    expect(retried.body).toEqual({ recipients: 1, delivered: 1, failed: 0 });
    expect(teams.sent.at(-1)?.recipients[0]?.email).toBe(unreachable.email);
    expect(mail.sent.length).toBe(mailsBefore);
  });

  it('shows failed deliveries per recipient and retries them', async () => {
    const survey = await newSurvey();
    const [failing] = employees;
    if (!failing) throw new Error('employee expected');
    mail.refuse.add(failing.email);
    const res = await api.post<SendResult>(manager.email, deliveryPaths.send(survey.id), {
      channel: 'EMAIL',
      audience: 'ALL',
      audience_groups: [group.id],
    });
    expect(res.body.delivery).toEqual({ recipients: 4, delivered: 3, failed: 1 });
    const data = await api.post<DeliveryData>(
      manager.email,
      deliveryPaths.deliveryData(survey.id),
      {
        status: 'FAILED',
      },
    );
    expect(data.body.summary).toMatchObject({ FAILED: 1, SENT: 3 });
    expect(data.body.results).toHaveLength(1);
    expect(data.body.results[0]).toMatchObject({
      person: { email: failing.email },
      group: { id: group.id },
      failed_reason: expect.stringContaining('Mailbox unavailable'),
    });
    mail.refuse.clear();
    const retried = await api.post<DeliveryCounts>(
      manager.email,
      deliveryPaths.resend(survey.id),
      {},
    );
    expect(retried.body).toEqual({ recipients: 1, delivered: 1, failed: 0 });
    const after = await api.post<DeliveryData>(
      manager.email,
      deliveryPaths.deliveryData(survey.id),
      {},
    );
    expect(after.body.summary).toMatchObject({ FAILED: 0, SENT: 4 });
  });

  it('reminds those who have not answered once the offset has passed, unless left out', async () => {
    const survey = await newSurvey();
    await api.post<SendResult>(manager.email, deliveryPaths.send(survey.id), {
      channel: 'EMAIL',
      audience: 'EMPLOYEE',
      audience_groups: [group.id],
      reminder_offset: 'ONE_DAY',
    });
    const data = await api.post<DeliveryData>(
      manager.email,
      deliveryPaths.deliveryData(survey.id),
      {},
    );
    const [left, ...others] = data.body.results;
    if (!left) throw new Error('recipients expected');
    const off = await api.patch<RecipientDelivery>(
      manager.email,
      deliveryPaths.reminderRecipient(left.id, survey.id),
      { reminders_enabled: false },
    );
    expect(off.body.reminders_enabled).toBe(false);

    await runScheduler();
    const early = await api.post<DeliveryData>(
      manager.email,
      deliveryPaths.deliveryData(survey.id),
      {},
    );
    expect(early.body.results.every((r) => r.reminded_at === null)).toBe(true);

    await server.db.execute(
      sql`UPDATE survey_recipients SET sent_at = now() - interval '25 hours' WHERE survey_id = ${survey.id}`,
    );
    const before = mail.sent.length;
    await runScheduler();
    await runScheduler(); // once only
    const reminders = mail.sent.slice(before);
    expect(reminders.map((m) => m.to[0]?.address).sort()).toEqual(
      others.map((o) => o.person.email).sort(),
    );
    expect(reminders.every((m) => m.subject.startsWith('Reminder:'))).toBe(true);
  });

  it('sends a schedule at each recipient’s local time, survives a restart and repeats', async () => {
    const data = surveyTestData(server.db);
    const [east, utc, west] = employees as [MadeUser, MadeUser, MadeUser];
    await data.place(east, { timeZone: 'Pacific/Kiritimati' }); // UTC+14
    await data.place(utc, { timeZone: 'Nowhere/Invented' }); // unknown: the organisation's zone (UTC)
    await data.place(west, { timeZone: 'Pacific/Pago_Pago' }); // UTC-11
    const survey = await newSurvey();
    const past = await api.post<Record<string, string[]>>(
      manager.email,
      deliveryPaths.schedule(survey.id),
      {
        channel: 'EMAIL',
        audience: 'EMPLOYEE',
        audience_groups: [group.id],
        send_local: '2020-01-01T09:00',
      },
    );
    expect(past.status).toBe(400);
    expect(past.body).toHaveProperty('send_local');
    const scheduled = await api.post<Survey>(manager.email, deliveryPaths.schedule(survey.id), {
      channel: 'EMAIL',
      audience: 'EMPLOYEE',
      audience_groups: [group.id],
      send_local: '2099-06-01T09:00',
      repeat: 'Weekly',
    });
    expect(scheduled.body).toMatchObject({
      status: 'SCHEDULED',
      send_local: '2099-06-01T09:00',
      repeat: 'Weekly',
    });
    expect(scheduled.body.next_send).toBe('2099-06-01T09:00:00.000Z');

    // Time passes: it is now 09:00 + 2 hours on the wall clock... in UTC+14 only.
    await server.db.execute(
      sql`UPDATE surveys SET send_local = (now() AT TIME ZONE 'UTC') + interval '2 hours' WHERE id = ${survey.id}`,
    );
    await runScheduler();
    const first = await api.post<DeliveryData>(
      manager.email,
      deliveryPaths.deliveryData(survey.id),
      {},
    );
    expect(first.body.results.map((r) => r.person.email)).toEqual([east.email]);

    // Later the time has come everywhere: the others get it in the same cycle, then it repeats.
    await server.db.execute(
      sql`UPDATE surveys SET send_local = (now() AT TIME ZONE 'UTC') - interval '13 hours', cycle_send_local = (now() AT TIME ZONE 'UTC') - interval '13 hours' WHERE id = ${survey.id}`,
    );
    await runScheduler();
    const all = await api.post<DeliveryData>(
      manager.email,
      deliveryPaths.deliveryData(survey.id),
      {},
    );
    expect(all.body.results.map((r) => r.person.email).sort()).toEqual(
      [east, utc, west].map((e) => e.email).sort(),
    );
    const moved = await api.get<Survey>(manager.email, surveysPaths.detail(survey.id));
    expect(moved.body).toMatchObject({ cycle: 1, status: 'OPEN', repeat: 'Weekly' });
    expect(moved.body.send_local).not.toBeNull();
    expect(Date.parse(moved.body.next_send ?? '')).toBeGreaterThan(
      Date.now() + 6 * 24 * 3600 * 1000,
    );
  });

  it('refuses an audience outside the project and a send with nobody in it', async () => {
    const survey = await newSurvey();
    const other = await factories(server.db).project(org, { team: [manager] });
    const foreign = await surveyTestData(server.db).group(org, other.id, []);
    const res = await api.post<Record<string, string[]>>(
      manager.email,
      deliveryPaths.send(survey.id),
      {
        channel: 'EMAIL',
        audience_groups: [foreign.id],
      },
    );
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('audience_groups');
    const empty = await surveyTestData(server.db).group(org, project.id, []);
    const nobody = await api.post<Record<string, string[]>>(
      manager.email,
      deliveryPaths.send(survey.id),
      {
        channel: 'EMAIL',
        audience_groups: [empty.id],
      },
    );
    expect(nobody.status).toBe(400);
    expect(nobody.body.audience_groups?.[0]).toMatch(/Nobody/);
  });
});
