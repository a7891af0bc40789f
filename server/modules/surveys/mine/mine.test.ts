import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryPaths } from '@contract/surveys/delivery';
import { questionsPaths } from '@contract/surveys/questions';
import type { SurveyQuestion } from '@contract/surveys/questions.schema';
import { responsesPaths } from '@contract/surveys/responses';
import { surveysPaths } from '@contract/surveys/surveys';
import type { MySurvey, Survey } from '@contract/surveys/surveys.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';
import { surveyTestData } from '../test-data';

/** Home's "My surveys to answer": the caller's own open invitations, nobody else's. */
describe('my surveys to answer', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let manager: MadeUser;
  let alice: MadeUser;
  let bob: MadeUser;
  let project: { id: number; name: string };

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    alice = await make.user(org);
    bob = await make.user(org);
    project = await make.project(org, { team: [manager], name: 'New intranet' });
  });

  async function sendTo(name: string, people: MadeUser[]) {
    const group = await surveyTestData(server.db).group(
      org,
      project.id,
      people.map((user) => ({ user })),
    );
    const survey = (
      await api.post<Survey>(manager.email, surveysPaths.create(), {
        project: project.id,
        template: 'GO_LIVE_EMPLOYEES',
        name,
      })
    ).body;
    const sent = await api.post(manager.email, deliveryPaths.send(survey.id), {
      channel: 'EMAIL',
      audience_groups: [group.id],
    });
    expect(sent.status).toBe(200);
    return survey;
  }

  it('lists only the caller’s unanswered invitations of open surveys, with their own link', async () => {
    const both = await sendTo('Go-Live pulse', [alice, bob]);
    const onlyBob = await sendTo('Sustainability pulse', [bob]);
    const archived = await sendTo('Old pulse', [alice]);
    await api.patch(manager.email, surveysPaths.detail(archived.id), { archive: true });

    const mine = await api.get<MySurvey[]>(alice.email, surveysPaths.mine());
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    const [invitation] = mine.body;
    expect(invitation).toMatchObject({
      survey: { id: both.id, name: 'Go-Live pulse' },
      project: { id: project.id, name: 'New intranet' },
      started: false,
    });
    const token = invitation?.token ?? '';
    expect(token.length).toBeGreaterThanOrEqual(22);

    // Bob's list has his own token for the shared survey, and the one only he was sent.
    const bobs = await api.get<MySurvey[]>(bob.email, surveysPaths.mine());
    expect(bobs.body.map((s) => s.survey.id).sort()).toEqual([both.id, onlyBob.id].sort());
    expect(bobs.body.find((s) => s.survey.id === both.id)?.token).not.toBe(token);
    // The manager was sent nothing.
    expect((await api.get<MySurvey[]>(manager.email, surveysPaths.mine())).body).toEqual([]);

    // Answers saved but not sent: still to answer, marked started; once sent, gone.
    const questions = (await api.get<SurveyQuestion[]>(manager.email, questionsPaths.list(both.id)))
      .body;
    const first = questions[0];
    await api.post(null, responsesPaths.response(), {
      token,
      answers: first ? [{ question: first.id, rating: 4 }] : [],
      submit: false,
    });
    expect((await api.get<MySurvey[]>(alice.email, surveysPaths.mine())).body[0]?.started).toBe(
      true,
    );
    const answers = questions.map((q) =>
      q.question_type === 'AGREEMENT_RATING' || q.question_type === 'CONSISTENCY_RATING'
        ? { question: q.id, rating: 4 }
        : q.question_type === 'TEXT'
          ? { question: q.id, text: 'Fine.' }
          : { question: q.id, choices: [q.options[0]] },
    );
    const submitted = await api.post(null, responsesPaths.response(), {
      token,
      answers,
      submit: true,
    });
    expect(submitted.status).toBe(200);
    expect((await api.get<MySurvey[]>(alice.email, surveysPaths.mine())).body).toEqual([]);
  });

  it('never lists another organisation’s invitations', async () => {
    const make = factories(server.db);
    const other = await make.organisation();
    const stranger = await make.user(other);
    expect((await api.get<MySurvey[]>(stranger.email, surveysPaths.mine())).body).toEqual([]);
  });
});
