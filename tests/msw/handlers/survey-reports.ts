import { http, HttpResponse } from 'msw';
import { deliveryPatterns, type RecipientStatus } from '@contract/surveys/delivery';
import type { RecipientDelivery } from '@contract/surveys/delivery.schema';
import { reportsPatterns } from '@contract/surveys/reports';
import type {
  Breakdown,
  BreakdownRow,
  QuestionResults,
  ReportFilters,
  SurveyReport,
} from '@contract/surveys/reports.schema';
import { apiPath } from '../api-path';

/** What the results screen reads, as a component test's fake server holds it. */
export interface SurveyReportsData {
  report: SurveyReport;
  /** The breakdown for a request's filters (tests answer per filter combination). */
  breakdown: (filters: ReportFilters) => Breakdown;
  behaviours: QuestionResults;
  deliveries: RecipientDelivery[];
  writes: { method: string; url: string; body: unknown }[];
}

export function breakdownRow(overrides: Partial<BreakdownRow> = {}): BreakdownRow {
  return {
    key: '',
    label: 'All responses',
    recipients: 10,
    responses: 8,
    response_rate: 80,
    average: 4.1,
    questions: [],
    hidden: false,
    ...overrides,
  };
}

export function recipientRecord(overrides: Partial<RecipientDelivery> = {}): RecipientDelivery {
  return {
    id: 1,
    person: { id: 21, display_name: 'Grace Hopper', email: 'grace@example.org' },
    group: { id: 3, name: 'Ward nurses' },
    channel: 'EMAIL',
    status: 'SENT',
    sent_at: '2030-03-01T09:00:00.000Z',
    failed_reason: null,
    opened_at: null,
    completed_at: null,
    reminders_enabled: true,
    reminded_at: null,
    ...overrides,
  };
}

export function surveyReportsData(overrides: Partial<SurveyReportsData> = {}): SurveyReportsData {
  return {
    report: {
      survey: 9,
      name: 'Go-Live pulse check',
      cycle: 1,
      recipients: 10,
      responses: 8,
      response_rate: 80,
      min_responses: 5,
      hidden: false,
      questions: [],
      trend: [],
    },
    breakdown: (filters) => ({
      survey: 9,
      cycle: 1,
      dimension: filters.by ?? 'group',
      min_responses: 5,
      total: breakdownRow(),
      rows: [],
    }),
    behaviours: { survey: 9, cycle: 1, responses: 8, hidden: false, questions: [], adoption: null },
    deliveries: [],
    writes: [],
    ...overrides,
  };
}

async function record(data: SurveyReportsData, request: Request) {
  const text = await request.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  const url = new URL(request.url);
  data.writes.push({ method: request.method, url: `${url.pathname}${url.search}`, body });
  return body;
}

export function surveyReportsHandlers(data: SurveyReportsData = surveyReportsData()) {
  const breakdown = async ({ request }: { request: Request }) =>
    HttpResponse.json(data.breakdown(((await record(data, request)) ?? {}) as ReportFilters));
  return [
    http.get(apiPath(reportsPatterns.individual), () => HttpResponse.json(data.report)),
    http.post(apiPath(reportsPatterns.filteredCustom), breakdown),
    http.post(apiPath(reportsPatterns.filteredNwow), breakdown),
    http.get(apiPath(reportsPatterns.questionReports), () => HttpResponse.json(data.behaviours)),
    http.get(apiPath(reportsPatterns.siteCompletion), () =>
      HttpResponse.json({ survey: 9, cycle: 1, rows: [] }),
    ),
    http.post(apiPath(reportsPatterns.nwowSiteCompletion), () =>
      HttpResponse.json({ survey: 9, cycle: 1, rows: [] }),
    ),
    http.post(apiPath(reportsPatterns.answers), () =>
      HttpResponse.json({ survey: 9, hidden: false, answers: [] }),
    ),
    http.post(apiPath(deliveryPatterns.deliveryData), async ({ request }) => {
      const body = (await record(data, request)) as {
        status?: RecipientStatus;
        search?: string;
        page_number?: number;
        page_size?: number;
      };
      const size = body.page_size ?? 50;
      const page = body.page_number ?? 1;
      const matching = data.deliveries.filter(
        (d) =>
          (!body.status || d.status === body.status) &&
          (!body.search || d.person.display_name.includes(body.search)),
      );
      const summary = Object.fromEntries(
        ['PENDING', 'SENT', 'FAILED', 'OPENED', 'COMPLETED'].map((s) => [
          s,
          data.deliveries.filter((d) => d.status === s).length,
        ]),
      );
      return HttpResponse.json({
        count: matching.length,
        next: null,
        previous: null,
        results: matching.slice((page - 1) * size, page * size),
        summary,
      });
    }),
    http.patch(apiPath(deliveryPatterns.reminderRecipient), async ({ request, params }) => {
      const body = (await record(data, request)) as { reminders_enabled?: boolean };
      const row = data.deliveries.find((d) => d.id === Number(params.id));
      if (!row) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      if (body.reminders_enabled !== undefined) row.reminders_enabled = body.reminders_enabled;
      return HttpResponse.json(row);
    }),
    http.post(apiPath(deliveryPatterns.resend), async ({ request }) => {
      const body = (await record(data, request)) as { recipients?: number[] };
      const retried = data.deliveries.filter(
        (d) => d.status === 'FAILED' && (!body.recipients || body.recipients.includes(d.id)),
      );
      for (const row of retried) Object.assign(row, { status: 'SENT', failed_reason: null });
      return HttpResponse.json({
        recipients: retried.length,
        delivered: retried.length,
        failed: 0,
      });
    }),
  ];
}
