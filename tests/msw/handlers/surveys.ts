import { http, HttpResponse } from 'msw';
import { deliveryPatterns } from '@contract/surveys/delivery';
import type { AudienceOptions } from '@contract/surveys/delivery.schema';
import { questionsPatterns } from '@contract/surveys/questions';
import type { SurveyQuestion } from '@contract/surveys/questions.schema';
import { responsesPatterns } from '@contract/surveys/responses';
import type { RespondentSurvey } from '@contract/surveys/responses.schema';
import { surveysPatterns } from '@contract/surveys/surveys';
import type { MySurvey, Survey } from '@contract/surveys/surveys.schema';
import { apiPath } from '../api-path';
import { pageOf } from '../paged';

const STAMP = '2030-03-01T09:00:00.000Z';

export function surveyRecord(overrides: Partial<Survey> = {}): Survey {
  return {
    id: 9,
    project: 4,
    name: 'Go-Live pulse check (impacted employees)',
    description: 'Do impacted employees feel ready for go-live?',
    scope: 'PER_PROJECT',
    origin: 'BASE',
    template: 'GO_LIVE_EMPLOYEES',
    is_go_live: true,
    is_nwow: false,
    activation_cycle_id: null,
    status: 'DRAFT',
    archived: false,
    locked: false,
    version: 1,
    previous_version: null,
    series: 9,
    cycle: 0,
    question_count: 2,
    channel: 'EMAIL',
    audience: 'EMPLOYEE',
    audience_kind: 'PEOPLE',
    audience_groups: [],
    audience_people: [],
    audience_personas: [],
    audience_global_groups: [],
    audience_departments: [],
    audience_sites: [],
    reminder_offset: 'NONE',
    repeat: "Don't Repeat",
    send_local: null,
    next_send: null,
    sent_at: null,
    closes_at: null,
    recipients: 0,
    responses: 0,
    response_rate: 0,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function questionRecord(overrides: Partial<SurveyQuestion> = {}): SurveyQuestion {
  return {
    id: 101,
    survey: 9,
    position: 1,
    text: 'I feel ready for the go-live.',
    question_type: 'AGREEMENT_RATING',
    required: true,
    options: [],
    behaviour_id: null,
    ...overrides,
  };
}

/** The surveys area's data as a component test's fake server holds it. */
export interface SurveysData {
  surveys: Survey[];
  questions: SurveyQuestion[];
  audiences: AudienceOptions;
  respondent: RespondentSurvey | null;
  /** The signed-in person's open invitations (Home). */
  mine: MySurvey[];
  writes: { method: string; url: string; body: unknown }[];
}

export function surveysData(overrides: Partial<SurveysData> = {}): SurveysData {
  return {
    surveys: [surveyRecord()],
    questions: [
      questionRecord(),
      questionRecord({
        id: 102,
        position: 2,
        text: 'What support would help you most?',
        question_type: 'MULTIPLE_RESPONSE_PICKLIST',
        required: false,
        options: ['Training', 'Time to practise'],
      }),
    ],
    audiences: {
      groups: [{ id: 3, name: 'Ward nurses', group_type: 'Impacted', members: 12, leaders: 2 }],
      global_groups: [],
      departments: [],
      sites: [],
      personas: [],
    },
    respondent: null,
    mine: [],
    writes: [],
    ...overrides,
  };
}

async function record(data: SurveysData, request: Request) {
  const text = await request.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  const url = new URL(request.url);
  data.writes.push({ method: request.method, url: `${url.pathname}${url.search}`, body });
  return body;
}

export function surveysHandlers(data: SurveysData = surveysData()) {
  return [
    http.get(apiPath(surveysPatterns.collection), ({ request }) =>
      HttpResponse.json(pageOf(data.surveys, request)),
    ),
    http.get(apiPath(surveysPatterns.mine), () => HttpResponse.json(data.mine)),
    http.post(apiPath(surveysPatterns.collection), async ({ request }) => {
      const body = (await record(data, request)) as Partial<Survey> & { template?: string };
      const survey = surveyRecord({
        id: 100 + data.surveys.length,
        project: body.project ?? null,
        scope: body.scope ?? 'PER_PROJECT',
        name: body.name ?? 'New survey',
        is_nwow: body.is_nwow ?? false,
        activation_cycle_id: body.activation_cycle_id ?? null,
        template: null,
        origin: 'CUSTOM',
      });
      data.surveys.push(survey);
      return HttpResponse.json(survey, { status: 201 });
    }),
    http.get(apiPath(surveysPatterns.detail), ({ params }) => {
      // `surveys/get_…/` report calls share the pattern: leave them to their own handlers.
      if (!/^\d+$/.test(String(params.id))) return undefined;
      const survey = data.surveys.find((s) => s.id === Number(params.id));
      return survey
        ? HttpResponse.json(survey)
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
    http.get(apiPath(questionsPatterns.list), ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('survey'));
      return HttpResponse.json(data.questions.filter((q) => q.survey === id));
    }),
    http.post(apiPath(questionsPatterns.save), async ({ request, params }) => {
      const body = (await record(data, request)) as { questions: Partial<SurveyQuestion>[] };
      const surveyId = Number(params.id);
      data.questions = body.questions.map((q, i) =>
        questionRecord({ ...q, id: q.id ?? 200 + i, survey: surveyId, position: i + 1 }),
      );
      return HttpResponse.json(data.questions, { status: 201 });
    }),
    http.put(apiPath(questionsPatterns.reorder), async ({ request }) => {
      const body = (await record(data, request)) as { order: number[] };
      data.questions = body.order.map((id, i) => ({
        ...(data.questions.find((q) => q.id === id) ?? questionRecord({ id })),
        position: i + 1,
      }));
      return HttpResponse.json(data.questions);
    }),
    http.get(apiPath(deliveryPatterns.audiences), () => HttpResponse.json(data.audiences)),
    http.post(apiPath(deliveryPatterns.send), async ({ request, params }) => {
      const body = (await record(data, request)) as Partial<Survey>;
      const survey = data.surveys.find((s) => s.id === Number(params.id));
      if (!survey) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      if (body.audience_kind === 'PERSONA' && !body.audience_personas?.length) {
        return HttpResponse.json(
          { audience_personas: ['Choose at least one persona.'] },
          { status: 400 },
        );
      }
      const chosen = [
        body.audience_groups,
        body.audience_people,
        body.audience_global_groups,
        body.audience_departments,
        body.audience_sites,
      ].some((list) => list?.length);
      if (body.audience_kind === 'PEOPLE' && !chosen) {
        return HttpResponse.json(
          survey.project === null
            ? {
                audience_global_groups: ['Choose at least one group, department, site or person.'],
              }
            : { audience_groups: ['Choose at least one group or person.'] },
          { status: 400 },
        );
      }
      Object.assign(survey, body, { status: 'OPEN', cycle: survey.cycle + 1, sent_at: STAMP });
      const recipients = (body.audience_people?.length ?? 0) + (body.audience_groups?.length ?? 0);
      return HttpResponse.json({
        survey,
        delivery: { recipients, delivered: recipients, failed: 0 },
      });
    }),
    http.get(apiPath(responsesPatterns.recipient), () =>
      data.respondent
        ? HttpResponse.json(data.respondent)
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
    ),
    http.patch(apiPath(responsesPatterns.status), async ({ request }) => {
      await record(data, request);
      return HttpResponse.json({ state: 'OPEN' });
    }),
    http.post(apiPath(responsesPatterns.response), async ({ request }) => {
      const body = (await record(data, request)) as {
        submit: boolean;
        answers: { question: number; rating?: number; choices?: string[]; text?: string }[];
      };
      if (body.submit) {
        const missing = (data.respondent?.questions ?? []).filter(
          (q) =>
            q.required &&
            !body.answers.some(
              (a) => a.question === q.id && (a.rating || a.choices?.length || a.text),
            ),
        );
        if (missing.length) {
          return HttpResponse.json(
            Object.fromEntries(missing.map((q) => [`question_${q.id}`, ['Answer this question.']])),
            { status: 400 },
          );
        }
      }
      return HttpResponse.json({
        state: body.submit ? 'COMPLETED' : 'OPEN',
        saved_at: STAMP,
        completed_at: body.submit ? STAMP : null,
      });
    }),
  ];
}
