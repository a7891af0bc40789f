import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryPaths } from '@contract/surveys/delivery';
import type { AudienceOptions } from '@contract/surveys/delivery.schema';
import { questionsPaths } from '@contract/surveys/questions';
import type { SurveyQuestion } from '@contract/surveys/questions.schema';
import { surveysPaths } from '@contract/surveys/surveys';
import type { Survey, SurveyPage } from '@contract/surveys/surveys.schema';
import { pulseTemplateKeys, pulseTemplates } from '@contract/surveys/templates';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';
import { surveyTestData } from '../test-data';

/** Building surveys: templates, blank and new-ways-of-working surveys, questions, archive, who may. */
describe('surveys and their questions', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let people: Record<'manager' | 'offTeam' | 'office' | 'employee', MadeUser>;
  let project: { id: number };

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    people = {
      manager: await make.user(org, { role: 'CHANGE_MANAGER' }),
      offTeam: await make.user(org, { role: 'CHANGE_MANAGER' }),
      office: await make.user(org, { role: 'CHANGE_OFFICE' }),
      employee: await make.user(org, { role: 'EMPLOYEE' }),
    };
    project = await make.project(org, { team: [people.manager] });
  });

  const create = (who: MadeUser, body: object) =>
    api.post<Survey>(who.email, surveysPaths.create(), body);

  it('makes each of the eight pulse checks from its BASE template with its questions', async () => {
    for (const key of pulseTemplateKeys) {
      const res = await create(people.manager, { project: project.id, template: key });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        name: pulseTemplates[key].name,
        origin: 'BASE',
        template: key,
        status: 'DRAFT',
        is_go_live: key.startsWith('GO_LIVE'),
        question_count: pulseTemplates[key].questions.length,
        audience: pulseTemplates[key].audience,
      });
      const questions = await api.get<SurveyQuestion[]>(
        people.manager.email,
        questionsPaths.list(res.body.id),
      );
      expect(questions.body.map((q) => q.text)).toEqual(
        pulseTemplates[key].questions.map((q) => q.text),
      );
    }
    const goLive = await api.get<SurveyPage>(
      people.manager.email,
      surveysPaths.list({ project: project.id, goLiveSurveys: true }),
    );
    expect(goLive.body.results.map((s) => s.template).sort()).toEqual([
      'GO_LIVE_EMPLOYEES',
      'GO_LIVE_LEADERS',
    ]);
  });

  it('saves, validates, reorders and copies questions', async () => {
    const survey = (await create(people.manager, { project: project.id, name: 'Team check' })).body;
    expect(survey.origin).toBe('CUSTOM');
    const bad = await api.post<Record<string, string[]>>(
      people.manager.email,
      questionsPaths.save(survey.id),
      {
        questions: [
          { text: 'Which office?', question_type: 'SINGLE_RESPONSE_PICKLIST', options: ['A'] },
        ],
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body['questions.0.options']).toEqual(['Give at least two options.']);

    const saved = await api.post<SurveyQuestion[]>(
      people.manager.email,
      questionsPaths.save(survey.id),
      {
        questions: [
          { text: 'I feel informed.', question_type: 'AGREEMENT_RATING' },
          {
            text: 'Which office?',
            question_type: 'SINGLE_RESPONSE_PICKLIST',
            options: ['North', 'South'],
          },
          { text: 'Anything else?', question_type: 'TEXT', required: false },
        ],
      },
    );
    expect(saved.status).toBe(201);
    const [first, second, third] = saved.body;
    if (!first || !second || !third) throw new Error('three questions expected');

    // Keep two (one edited), drop one, add one.
    const resaved = await api.post<SurveyQuestion[]>(
      people.manager.email,
      questionsPaths.save(survey.id),
      {
        questions: [
          { id: third.id, text: 'Anything else to add?', question_type: 'TEXT', required: false },
          { id: first.id, text: 'I feel informed.', question_type: 'AGREEMENT_RATING' },
          {
            text: 'Which tools?',
            question_type: 'MULTIPLE_RESPONSE_PICKLIST',
            options: ['Mail', 'Chat'],
          },
        ],
      },
    );
    expect(resaved.body.map((q) => [q.id === third.id, q.text])).toEqual([
      [true, 'Anything else to add?'],
      [false, 'I feel informed.'],
      [false, 'Which tools?'],
    ]);
    expect(resaved.body.some((q) => q.id === second.id)).toBe(false);

    const ids = resaved.body.map((q) => q.id).reverse();
    const reordered = await api.patch<SurveyQuestion[]>(
      people.manager.email,
      questionsPaths.reorder(survey.id),
      {},
    );
    expect(reordered.status).toBe(404); // reorder is a PUT
    const put = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/${questionsPaths.reorder(survey.id)}`,
      headers: await server.authAs(people.manager.email),
      payload: { order: ids },
    });
    expect(put.statusCode).toBe(200);
    expect((put.json() as SurveyQuestion[]).map((q) => q.id)).toEqual(ids);
    const partial = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/${questionsPaths.reorder(survey.id)}`,
      headers: await server.authAs(people.manager.email),
      payload: { order: ids.slice(1) },
    });
    expect(partial.statusCode).toBe(400);

    const template = (
      await create(people.manager, { project: project.id, template: 'ALIGNMENT_LEADERS' })
    ).body;
    const copied = await api.post<SurveyQuestion[]>(
      people.manager.email,
      questionsPaths.save(survey.id, template.id),
      {},
    );
    expect(copied.status).toBe(201);
    expect(copied.body).toHaveLength(3 + pulseTemplates.ALIGNMENT_LEADERS.questions.length);
    expect(copied.body.at(-1)?.text).toBe(pulseTemplates.ALIGNMENT_LEADERS.questions.at(-1)?.text);
  });

  it('archives and restores, hiding archived surveys unless asked', async () => {
    const survey = (await create(people.manager, { project: project.id, name: 'To archive' })).body;
    const archived = await api.patch<Survey>(people.manager.email, surveysPaths.detail(survey.id), {
      archive: true,
    });
    expect(archived.body.status).toBe('ARCHIVED');
    const list = await api.get<SurveyPage>(
      people.manager.email,
      surveysPaths.list({ project: project.id }),
    );
    expect(list.body.results.some((s) => s.id === survey.id)).toBe(false);
    const all = await api.get<SurveyPage>(
      people.manager.email,
      surveysPaths.list({ project: project.id, includeArchived: true }),
    );
    expect(all.body.results.some((s) => s.id === survey.id)).toBe(true);
    const restored = await api.patch<Survey>(people.manager.email, surveysPaths.detail(survey.id), {
      archive: false,
    });
    expect(restored.body.status).toBe('DRAFT');
  });

  it('lets the project team and the change office edit, others read or not see it', async () => {
    const survey = (await create(people.manager, { project: project.id, name: 'Guarded' })).body;
    const rename = (who: MadeUser) =>
      api.patch<Survey>(who.email, surveysPaths.detail(survey.id), { name: `By ${who.role}` });
    expect((await rename(people.manager)).status).toBe(200);
    expect((await rename(people.office)).status).toBe(200);
    expect((await rename(people.offTeam)).status).toBe(403);
    expect((await rename(people.employee)).status).toBe(404);
    expect((await api.get(people.offTeam.email, surveysPaths.detail(survey.id))).status).toBe(200);
    expect((await create(people.offTeam, { project: project.id, name: 'Not mine' })).status).toBe(
      403,
    );
    expect((await create(people.employee, { project: project.id, name: 'No' })).status).toBe(403);
  });

  it('keeps enterprise surveys for the change office', async () => {
    expect(
      (await create(people.manager, { scope: 'ENTERPRISE', name: 'Company pulse' })).status,
    ).toBe(403);
    const made = await create(people.office, { scope: 'ENTERPRISE', name: 'Company pulse' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ project: null, scope: 'ENTERPRISE' });
    const missing = await create(people.manager, { name: 'Where?' });
    expect(missing.status).toBe(400);
    expect(missing.body).toHaveProperty('project');
    // The enterprise list holds it, a project's list does not; its audiences are personas.
    const enterprise = await api.get<SurveyPage>(
      people.office.email,
      surveysPaths.list({ scope: 'ENTERPRISE' }),
    );
    expect(enterprise.body.results.map((s) => s.id)).toContain(made.body.id);
    const projectList = await api.get<SurveyPage>(
      people.office.email,
      surveysPaths.list({ project: project.id }),
    );
    expect(projectList.body.results.map((s) => s.id)).not.toContain(made.body.id);
    const audiences = await api.get<AudienceOptions>(
      people.office.email,
      deliveryPaths.audiences(),
    );
    expect(audiences.status).toBe(200);
    expect(audiences.body.groups).toEqual([]);
    expect(Array.isArray(audiences.body.personas)).toBe(true);
  });

  it('asks about each behaviour of an activation cycle in a new-ways-of-working survey', async () => {
    const data = surveyTestData(server.db);
    const cycle = await data.cycle(org, project.id, [
      'Plan the week in the shared board',
      'Close tickets daily',
    ]);
    const res = await create(people.manager, {
      project: project.id,
      is_nwow: true,
      activation_cycle_id: cycle.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      is_nwow: true,
      activation_cycle_id: cycle.id,
      question_count: 2,
    });
    const questions = await api.get<SurveyQuestion[]>(
      people.manager.email,
      questionsPaths.list(res.body.id),
    );
    expect(questions.body.map((q) => [q.question_type, q.behaviour_id])).toEqual([
      ['CONSISTENCY_RATING', cycle.behaviourIds[0]],
      ['CONSISTENCY_RATING', cycle.behaviourIds[1]],
    ]);
    const withoutNwow = await api.get<SurveyPage>(
      people.manager.email,
      surveysPaths.list({ project: project.id, excludeNWOWSurvey: true }),
    );
    expect(withoutNwow.body.results.some((s) => s.is_nwow)).toBe(false);
    const empty = await data.cycle(org, project.id, []);
    const refused = await create(people.manager, {
      project: project.id,
      is_nwow: true,
      activation_cycle_id: empty.id,
    });
    expect(refused.status).toBe(400);
  });

  it('has no latest survey until one is sent', async () => {
    const res = await api.get<Survey | null>(people.manager.email, surveysPaths.latest(project.id));
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });
});
