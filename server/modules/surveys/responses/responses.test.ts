import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryPaths } from '@contract/surveys/delivery';
import type { SendResult } from '@contract/surveys/delivery.schema';
import { questionsPaths } from '@contract/surveys/questions';
import type { SurveyQuestion } from '@contract/surveys/questions.schema';
import { responsesPaths } from '@contract/surveys/responses';
import type {
  NwowBehaviours,
  RespondentSurvey,
  ResponseResult,
} from '@contract/surveys/responses.schema';
import { surveysPaths } from '@contract/surveys/surveys';
import type { Survey } from '@contract/surveys/surveys.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';
import { createPublicLink } from '../../../db/public-links';
import { withTenant } from '../../../db/tenant';
import { surveyTestData } from '../test-data';

/** The respondent's calls, signed out: the token is the only key. */
describe('answering a survey by its public link', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let manager: MadeUser;
  let project: { id: number };
  let group: { id: number };
  let people: MadeUser[];

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    people = [await make.user(org), await make.user(org)];
    project = await make.project(org, { team: [manager] });
    group = await surveyTestData(server.db).group(
      org,
      project.id,
      people.map((user) => ({ user })),
    );
  });

  /** Sends a survey to the group and returns it with each person's token. */
  async function sent(body: object = { template: 'GO_LIVE_EMPLOYEES' }) {
    const survey = (
      await api.post<Survey>(manager.email, surveysPaths.create(), { project: project.id, ...body })
    ).body;
    const res = await api.post<SendResult>(manager.email, deliveryPaths.send(survey.id), {
      channel: 'EMAIL',
      audience_groups: [group.id],
    });
    expect(res.status).toBe(200);
    const tokens = await server.db.execute<{ token: string }>(
      sql`SELECT token FROM survey_recipients WHERE survey_id = ${survey.id} ORDER BY id`,
    );
    const questions = (
      await api.get<SurveyQuestion[]>(manager.email, questionsPaths.list(survey.id))
    ).body;
    return { survey, tokens: tokens.rows.map((r) => r.token), questions };
  }

  const fullAnswers = (questions: SurveyQuestion[]) =>
    questions.map((q) =>
      q.question_type === 'AGREEMENT_RATING' || q.question_type === 'CONSISTENCY_RATING'
        ? { question: q.id, rating: 4 }
        : q.question_type === 'TEXT'
          ? { question: q.id, text: 'Keep the drop-in sessions.' }
          : { question: q.id, choices: [q.options[0]] },
    );

  it('opens the survey, saves progress to resume elsewhere, and submits once', async () => {
    const { tokens, questions } = await sent();
    const token = tokens[0] ?? '';
    const opened = await api.get<RespondentSurvey>(null, responsesPaths.recipient(token));
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ state: 'OPEN', organisation: org.name, answers: [] });
    expect(opened.body.questions.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    const status = await api.patch<{ state: string }>(
      null,
      responsesPaths.status(token, 'EMAIL'),
      undefined,
    );
    expect(status.body.state).toBe('OPEN');

    const [firstQuestion] = questions;
    if (!firstQuestion) throw new Error('questions expected');
    const progress = await api.post<ResponseResult>(null, responsesPaths.response(), {
      token,
      answers: [{ question: firstQuestion.id, rating: 2 }],
    });
    expect(progress.status).toBe(200);
    expect(progress.body).toMatchObject({ state: 'OPEN', completed_at: null });
    const resumed = await api.get<RespondentSurvey>(null, responsesPaths.recipient(token));
    expect(resumed.body.answers).toEqual([
      { question: firstQuestion.id, rating: 2, choices: [], text: null },
    ]);

    const incomplete = await api.post<Record<string, string[]>>(null, responsesPaths.response(), {
      token,
      answers: [{ question: firstQuestion.id, rating: 2 }],
      submit: true,
    });
    expect(incomplete.status).toBe(400);
    const required = questions.filter((q) => q.required && q.id !== firstQuestion.id);
    expect(Object.keys(incomplete.body).sort()).toEqual(
      required.map((q) => `question_${q.id}`).sort(),
    );

    const picklist = questions.find((q) => q.question_type === 'MULTIPLE_RESPONSE_PICKLIST');
    const wrongChoice = await api.post<Record<string, string[]>>(null, responsesPaths.response(), {
      token,
      answers: [{ question: picklist?.id, choices: ['Free lunch'] }],
    });
    expect(wrongChoice.status).toBe(400);
    const outOfScale = await api.post(null, responsesPaths.response(), {
      token,
      answers: [{ question: firstQuestion.id, rating: 6 }],
    });
    expect(outOfScale.status).toBe(400);

    const done = await api.post<ResponseResult>(null, responsesPaths.response(), {
      token,
      answers: fullAnswers(questions),
      submit: true,
    });
    expect(done.status).toBe(200);
    expect(done.body.state).toBe('COMPLETED');
    const again = await api.get<RespondentSurvey>(null, responsesPaths.recipient(token));
    expect(again.body).toMatchObject({ state: 'COMPLETED', questions: [], answers: [] });
    const twice = await api.post(null, responsesPaths.response(), {
      token,
      answers: [],
      submit: true,
    });
    expect(twice.status).toBe(409);
  });

  it('counts one response per token when two submits race', async () => {
    const { survey, tokens, questions } = await sent();
    const token = tokens[1] ?? '';
    const submit = () =>
      api.post(null, responsesPaths.response(), {
        token,
        answers: fullAnswers(questions),
        submit: true,
      });
    const results = await Promise.all([submit(), submit(), submit()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const rows = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM survey_responses WHERE survey_id = ${survey.id} AND submitted_at IS NOT NULL`,
    );
    expect(rows.rows[0]?.n).toBe(1);
    const figures = await api.get<Survey>(manager.email, surveysPaths.detail(survey.id));
    expect(figures.body).toMatchObject({ responses: 1, recipients: 2, response_rate: 50 });
  });

  it('answers closed links with their state and refuses answers', async () => {
    const { survey, tokens, questions } = await sent();
    await api.patch(manager.email, surveysPaths.detail(survey.id), {
      closes_at: new Date(Date.now() - 1000).toISOString(),
    });
    const token = tokens[0] ?? '';
    const closed = await api.get<RespondentSurvey>(null, responsesPaths.recipient(token));
    expect(closed.body).toMatchObject({ state: 'CLOSED', questions: [] });
    const refused = await api.post(null, responsesPaths.response(), {
      token,
      answers: fullAnswers(questions),
      submit: true,
    });
    expect(refused.status).toBe(409);
  });

  it('never lets a token reach another link kind or another organisation’s survey', async () => {
    expect((await api.get(null, responsesPaths.recipient('x'.repeat(32)))).status).toBe(404);
    const otherKind = await withTenant(server.db, org.id, (tx) =>
      createPublicLink(tx, { kind: 'invite', targetId: 1 }),
    );
    expect((await api.get(null, responsesPaths.recipient(otherKind))).status).toBe(404);

    const make = factories(server.db);
    const otherOrg = await make.organisation();
    const otherManager = await make.user(otherOrg, { role: 'CHANGE_MANAGER' });
    const otherProject = await make.project(otherOrg, { team: [otherManager] });
    const cycle = await surveyTestData(server.db).cycle(otherOrg, otherProject.id, [
      'Share the plan',
    ]);
    const foreign = await api.post<Survey>(otherManager.email, surveysPaths.create(), {
      project: otherProject.id,
      is_nwow: true,
      activation_cycle_id: cycle.id,
    });
    const { tokens } = await sent();
    // Organisation A's token with organisation B's survey id: RLS hides B's rows, so 404.
    const crossed = await api.get(null, responsesPaths.nwow(foreign.body.id, tokens[0] ?? ''));
    expect(crossed.status).toBe(404);
  });

  it('lists the behaviours of a new-ways-of-working survey for its respondent', async () => {
    const cycle = await surveyTestData(server.db).cycle(org, project.id, [
      'Plan the week together',
      'Log every request',
    ]);
    const { survey, tokens } = await sent({ is_nwow: true, activation_cycle_id: cycle.id });
    const res = await api.get<NwowBehaviours>(
      null,
      responsesPaths.nwow(survey.id, tokens[0] ?? ''),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cycle: 'Cycle 1' });
    expect(res.body.behaviours.map((b) => [b.id, b.title, b.rating])).toEqual([
      [cycle.behaviourIds[0], 'Plan the week together', null],
      [cycle.behaviourIds[1], 'Log every request', null],
    ]);
  });
});
