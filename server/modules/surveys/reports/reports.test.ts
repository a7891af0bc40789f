import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryPaths } from '@contract/surveys/delivery';
import { questionsPaths } from '@contract/surveys/questions';
import type { SurveyQuestion } from '@contract/surveys/questions.schema';
import { reportsPaths } from '@contract/surveys/reports';
import type {
  Breakdown,
  QuestionResults,
  SiteCompletion,
  SurveyReport,
  TextAnswers,
} from '@contract/surveys/reports.schema';
import { responsesPaths } from '@contract/surveys/responses';
import { surveysPaths } from '@contract/surveys/surveys';
import type { Survey } from '@contract/surveys/surveys.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';
import { surveyTestData } from '../test-data';

/**
 * Results and their confidentiality: 14 respondents, group A (7: 6 North, 1 South), group B
 * (5, South) and group C (2, South). Any figure resting on fewer than 5, or that differs from a less-filtered or a
 * visible total by fewer than 5, is hidden.
 */
describe('survey results', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let manager: MadeUser;
  let survey: Survey;
  let questions: SurveyQuestion[];
  let groupA: { id: number };
  let groupB: { id: number };
  let groupC: { id: number };

  beforeAll(async () => {
    const make = factories(server.db);
    const data = surveyTestData(server.db);
    org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    const project = await make.project(org, { team: [manager] });
    const a: MadeUser[] = [];
    const b: MadeUser[] = [];
    const c: MadeUser[] = [];
    for (let i = 0; i < 7; i += 1) {
      const person = await make.user(org);
      await data.place(person, { site: i < 6 ? 'North' : 'South', department: 'Operations' });
      a.push(person);
    }
    for (let i = 0; i < 7; i += 1) {
      const person = await make.user(org);
      await data.place(person, { site: 'South', department: 'Operations' });
      (i < 5 ? b : c).push(person);
    }
    groupA = await data.group(
      org,
      project.id,
      a.map((user) => ({ user })),
      { name: 'Warehouse' },
    );
    groupB = await data.group(
      org,
      project.id,
      b.map((user) => ({ user })),
      { name: 'Drivers' },
    );
    groupC = await data.group(
      org,
      project.id,
      c.map((user) => ({ user })),
      { name: 'Cleaners' },
    );
    survey = (
      await api.post<Survey>(manager.email, surveysPaths.create(), {
        project: project.id,
        template: 'GO_LIVE_EMPLOYEES',
      })
    ).body;
    questions = (await api.get<SurveyQuestion[]>(manager.email, questionsPaths.list(survey.id)))
      .body;
    await api.post(manager.email, deliveryPaths.send(survey.id), {
      channel: 'EMAIL',
      audience_groups: [groupA.id, groupB.id, groupC.id],
    });
    const tokens = await server.db.execute<{ token: string }>(
      sql`SELECT token FROM survey_recipients WHERE survey_id = ${survey.id} ORDER BY id`,
    );
    for (const [i, { token }] of tokens.rows.entries()) {
      const res = await api.post(null, responsesPaths.response(), {
        token,
        submit: true,
        answers: questions.map((q) =>
          q.question_type === 'TEXT'
            ? { question: q.id, text: `Comment ${'ABCDEFGHIJKLMNOP'.charAt(13 - i)}` }
            : q.options.length
              ? { question: q.id, choices: [q.options[i % 2]] }
              : { question: q.id, rating: i % 2 === 0 ? 5 : 3 },
        ),
      });
      expect(res.status).toBe(200);
    }
  });

  it('reports the response rate, each question’s distribution and the trend', async () => {
    const res = await api.get<SurveyReport>(
      manager.email,
      reportsPaths.individual(survey.id, 'BASE'),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      recipients: 14,
      responses: 14,
      response_rate: 100,
      hidden: false,
    });
    const [first] = res.body.questions;
    expect(first).toMatchObject({ responses: 14, average: 4, favourable: 50, hidden: false });
    expect(first?.distribution.map((d) => d.count)).toEqual([0, 0, 7, 0, 7]);
    expect(res.body.trend).toEqual([
      expect.objectContaining({ cycle: 1, responses: 14, response_rate: 100 }),
    ]);
    const wrongType = await api.get(manager.email, reportsPaths.individual(survey.id, 'CUSTOM'));
    expect(wrongType.status).toBe(400);
    const dist = await api.get<QuestionResults>(
      manager.email,
      reportsPaths.distribution(survey.id),
    );
    expect(dist.body.questions.map((q) => q.question)).toEqual(questions.map((q) => q.id));
  });

  it('hides small groups and the group the total would give away', async () => {
    const res = await api.post<Breakdown>(
      manager.email,
      reportsPaths.filteredCustom(survey.id, false),
      {},
    );
    expect(res.body.total).toMatchObject({ responses: 14, hidden: false });
    const byLabel = Object.fromEntries(res.body.rows.map((r) => [r.label, r]));
    expect(byLabel.Warehouse).toMatchObject({ hidden: false, responses: 7, response_rate: 100 });
    // Cleaners has 2; showing Drivers (5) too would give the Cleaners’ 2 away (14 - 7 - 5).
    expect(byLabel.Cleaners).toMatchObject({ hidden: true, responses: null, average: null });
    expect(byLabel.Drivers).toMatchObject({ hidden: true, responses: null, average: null });
    const impacted = await api.post<Breakdown>(
      manager.email,
      reportsPaths.filteredBase(survey.id, 'Impacted'),
      {},
    );
    expect(impacted.body.rows.map((r) => [r.label, r.hidden])).toEqual([
      ['Cleaners', true],
      ['Drivers', true],
      ['Warehouse', false],
    ]);
  });

  it('cannot isolate one person by subtracting a filter', async () => {
    const warehouse = await api.post<Breakdown>(
      manager.email,
      reportsPaths.filteredCustom(survey.id, true),
      {
        groups: [groupA.id],
      },
    );
    expect(warehouse.body.total).toMatchObject({ responses: 7, hidden: false });
    // Warehouse ∩ North = 6: shown, it would tell the one Warehouse person at South apart.
    const north = await api.post<Breakdown>(
      manager.email,
      reportsPaths.filteredCustom(survey.id, true),
      {
        groups: [groupA.id],
        sites: ['North'],
      },
    );
    expect(north.body.total).toMatchObject({ hidden: true, responses: null, average: null });
    const text = await api.post<TextAnswers>(manager.email, reportsPaths.answers(survey.id), {
      groups: [groupA.id],
      sites: ['North'],
    });
    expect(text.body).toEqual({ survey: survey.id, hidden: true, answers: [] });
    const sites = await api.get<Breakdown>(manager.email, reportsPaths.siteResults(survey.id));
    expect(sites.body.rows.map((r) => [r.label, r.responses])).toEqual([
      ['North', 6],
      ['South', 8],
    ]);
    const completion = await api.get<SiteCompletion>(
      manager.email,
      reportsPaths.siteCompletion(survey.id),
    );
    expect(completion.body.rows).toEqual([
      { site: 'North', sent: 6, completed: 6, response_rate: 100 },
      { site: 'South', sent: 8, completed: 8, response_rate: 100 },
    ]);
    // Cleaners ∩ South: 2 people.
    const cleaners = await api.post<Breakdown>(
      manager.email,
      reportsPaths.filteredCustom(survey.id, true),
      {
        groups: [groupC.id],
        sites: ['South'],
      },
    );
    expect(cleaners.body.total.hidden).toBe(true);
  });

  it('breaks down by department, and by site under a group filter without giving anyone away', async () => {
    const departments = await api.post<Breakdown>(
      manager.email,
      reportsPaths.filteredCustom(survey.id, false),
      { by: 'department' },
    );
    expect(departments.body.dimension).toBe('department');
    expect(departments.body.rows.map((r) => [r.label, r.responses, r.hidden])).toEqual([
      ['Operations', 14, false],
    ]);
    // Warehouse by site: South holds one person, and North (6) against the visible total (7)
    // would give that one away, so both cells stay hidden.
    const warehouseSites = await api.post<Breakdown>(
      manager.email,
      reportsPaths.filteredCustom(survey.id, false),
      { by: 'site', groups: [groupA.id] },
    );
    expect(warehouseSites.body.total).toMatchObject({ responses: 7, hidden: false });
    expect(warehouseSites.body.rows.map((r) => [r.label, r.responses, r.hidden])).toEqual([
      ['North', null, true],
      ['South', null, true],
    ]);
    // Drivers and Cleaners at South by department: 7, but South without the group filter is 8,
    // and the difference is the one Warehouse person at South: hidden.
    const south = await api.post<Breakdown>(
      manager.email,
      reportsPaths.filteredCustom(survey.id, false),
      { by: 'department', groups: [groupB.id, groupC.id], sites: ['South'] },
    );
    expect(south.body.total.hidden).toBe(true);
    expect(south.body.rows.map((r) => [r.label, r.responses, r.hidden])).toEqual([
      ['Operations', null, true],
    ]);
    // All three groups at South: the same 8 as South alone, so nothing is singled out.
    const allSouth = await api.post<Breakdown>(
      manager.email,
      reportsPaths.filteredCustom(survey.id, false),
      { by: 'department', groups: [groupA.id, groupB.id, groupC.id], sites: ['South'] },
    );
    expect(allSouth.body.rows.map((r) => [r.label, r.responses, r.hidden])).toEqual([
      ['Operations', 8, false],
    ]);
    const bad = await api.post(manager.email, reportsPaths.filteredCustom(survey.id, false), {
      by: 'person',
    });
    expect(bad.status).toBe(400);
  });

  it('gives free text without names, in an order that says nothing of who wrote it', async () => {
    const res = await api.post<TextAnswers>(manager.email, reportsPaths.answers(survey.id), {});
    expect(res.body.hidden).toBe(false);
    expect(res.body.answers).toHaveLength(14);
    expect(Object.keys(res.body.answers[0] ?? {}).sort()).toEqual(['question', 'text']);
    const texts = res.body.answers.map((a) => a.text);
    expect(texts).toEqual([...texts].sort((x, y) => x.localeCompare(y)));
  });

  it('refuses NWOW reports of a survey that asks no behaviours', async () => {
    const res = await api.post(manager.email, reportsPaths.filteredNwow(survey.id, true), {});
    expect(res.status).toBe(400);
    const site = await api.post(manager.email, reportsPaths.nwowSiteCompletion(survey.id), {});
    expect(site.status).toBe(400);
  });
});
