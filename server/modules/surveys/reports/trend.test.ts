import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryPaths } from '@contract/surveys/delivery';
import { questionsPaths } from '@contract/surveys/questions';
import type { SurveyQuestion } from '@contract/surveys/questions.schema';
import { reportsPaths } from '@contract/surveys/reports';
import type { SurveyReport } from '@contract/surveys/reports.schema';
import { responsesPaths } from '@contract/surveys/responses';
import { surveysPaths } from '@contract/surveys/surveys';
import type { Survey } from '@contract/surveys/surveys.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';
import { jobs } from '../../../jobs/jobs';
import { surveyTestData } from '../test-data';

/**
 * A recurring pulse keeps one series: each send (a cycle of the survey, or of the versions an
 * edit made) is a point of the trend, this send against the last ones, with the small sends'
 * averages withheld.
 */
describe('a recurring pulse’s trend', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let manager: MadeUser;
  let group: { id: number };
  let survey: Survey;

  const runScheduler = async () => {
    const job = jobs({ db: server.db, integrations: server.app.integrations }).find(
      (j) => j.name === 'surveys.send-due',
    );
    if (!job) throw new Error('surveys.send-due is not registered');
    await job.run({});
  };

  /** `count` of the open links of the survey's current cycle answer every rating with `rating`. */
  async function answer(of: Survey, count: number, rating: number) {
    const questions = (await api.get<SurveyQuestion[]>(manager.email, questionsPaths.list(of.id)))
      .body;
    const tokens = await server.db.execute<{ token: string }>(sql`
      SELECT token FROM survey_recipients WHERE survey_id = ${of.id} AND completed_at IS NULL
        AND cycle = (SELECT cycle FROM surveys WHERE id = ${of.id}) ORDER BY id LIMIT ${count}`);
    expect(tokens.rows).toHaveLength(count);
    for (const { token } of tokens.rows) {
      const res = await api.post(null, responsesPaths.response(), {
        token,
        submit: true,
        answers: questions.map((q) =>
          q.question_type === 'TEXT'
            ? { question: q.id, text: 'Fine.' }
            : q.options.length
              ? { question: q.id, choices: [q.options[0]] }
              : { question: q.id, rating },
        ),
      });
      expect(res.status).toBe(200);
    }
  }

  const trendOf = async (of: Survey) => {
    const res = await api.get<SurveyReport>(manager.email, reportsPaths.individual(of.id));
    expect(res.status).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    const project = await make.project(org, { team: [manager] });
    const people: MadeUser[] = [];
    for (let i = 0; i < 8; i += 1) people.push(await make.user(org));
    group = await surveyTestData(server.db).group(
      org,
      project.id,
      people.map((user) => ({ user })),
    );
    survey = (
      await api.post<Survey>(manager.email, surveysPaths.create(), {
        project: project.id,
        template: 'SUSTAINABILITY_EMPLOYEES',
      })
    ).body;
  });

  it('adds a point per repeat of a schedule, and keeps each send’s own figures', async () => {
    // A weekly schedule whose first send has come everywhere.
    const scheduled = await api.post<Survey>(manager.email, deliveryPaths.schedule(survey.id), {
      channel: 'EMAIL',
      audience_groups: [group.id],
      send_local: '2099-06-01T09:00',
      repeat: 'Weekly',
    });
    expect(scheduled.status).toBe(200);
    await server.db.execute(
      sql`UPDATE surveys SET send_local = (now() AT TIME ZONE 'UTC') - interval '13 hours' WHERE id = ${survey.id}`,
    );
    await runScheduler();
    await answer(survey, 6, 5);

    // A week on, the same schedule sends the second cycle of the same survey.
    await server.db.execute(
      sql`UPDATE surveys SET send_local = (now() AT TIME ZONE 'UTC') - interval '14 hours' WHERE id = ${survey.id}`,
    );
    await runScheduler();
    await answer(survey, 3, 2);

    const report = await trendOf(survey);
    expect(report).toMatchObject({ cycle: 2, recipients: 8, responses: 3, hidden: true });
    expect(report.questions[0]).toMatchObject({ average: null, distribution: [] });
    expect(report.trend).toEqual([
      expect.objectContaining({
        survey: survey.id,
        version: 1,
        cycle: 1,
        recipients: 8,
        responses: 6,
        response_rate: 75,
        average: 5,
        favourable: 100,
      }),
      // Three answers: the rate is shown, what they said is not.
      expect.objectContaining({
        survey: survey.id,
        cycle: 2,
        responses: 3,
        response_rate: 37.5,
        average: null,
        favourable: null,
      }),
    ]);

    // The earlier send can still be read on its own.
    const first = await api.get<SurveyReport>(
      manager.email,
      reportsPaths.individual(survey.id, undefined, 1),
    );
    expect(first.body).toMatchObject({ cycle: 1, responses: 6, hidden: false });
    expect(first.body.questions[0]).toMatchObject({ average: 5, favourable: 100 });
  });

  it('continues the series in a new version instead of starting an unrelated copy', async () => {
    const next = await api.post<Survey>(manager.email, surveysPaths.create(), {
      copy_of: survey.id,
    });
    expect(next.status).toBe(201);
    const sent = await api.post(manager.email, deliveryPaths.send(next.body.id), {
      channel: 'EMAIL',
      audience_groups: [group.id],
    });
    expect(sent.status).toBe(200);
    await answer(next.body, 5, 4);

    const report = await trendOf(next.body);
    expect(report.trend.map((t) => [t.version, t.cycle, t.responses, t.average])).toEqual([
      [1, 1, 6, 5],
      [1, 2, 3, null],
      [2, 1, 5, 4],
    ]);
    expect(report.trend[2]).toMatchObject({ survey: next.body.id, favourable: 100 });
    // The older version's own report does not reach forward into the newer one.
    expect((await trendOf(survey)).trend).toHaveLength(2);
  });
});
