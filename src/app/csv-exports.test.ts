import { describe, it } from 'vitest';
import type { SurveyReport } from '@contract/surveys/reports.schema';
import { expectDefused, formulaPayloads } from '@tests/support/csv-injection';
import { gridCsv } from '@/features/assessments/components/export-bar';
import { deliveryCsv } from '@/features/leaders/components/delivery-csv';
import { reportCsv } from '@/features/reports/components/report-csv';
import { resultsCsv } from '@/features/surveys/components/results-csv';

// Every CSV the SPA makes in the browser, fed text that a spreadsheet would run as a formula
// (the server's downloads have the same test in server/modules/csv-exports.test.ts).
describe('every CSV the SPA makes defuses formulas', () => {
  it('an assessment grid', () => {
    const named = formulaPayloads.map((name, i) => ({ id: i + 1, name }));
    expectDefused(gridCsv(named, named, () => formulaPayloads[0]));
  });

  it('a portfolio report table', () => {
    expectDefused(
      reportCsv({
        title: 'Report',
        columns: formulaPayloads.map((label, i) => ({ key: `c${i}`, label, numeric: false })),
        rows: [Object.fromEntries(formulaPayloads.map((p, i) => [`c${i}`, p]))],
      }),
    );
  });

  it('the leaders’ delivery funnel', () => {
    expectDefused(
      deliveryCsv({
        rows: formulaPayloads.map((p, i) => ({
          activation_cycle: 1,
          cycle_name: p,
          impacted_group: { id: i + 1, name: p },
          item_kind: 'NUDGE',
          sent: 1,
          delivered: 1,
          opened: 0,
          acted: 0,
        })),
        totals: { sent: 6, delivered: 6, opened: 0, acted: 0 },
      }),
    );
  });

  it('a survey’s results', () => {
    const report: SurveyReport = {
      survey: 9,
      name: 'Pulse',
      cycle: 1,
      recipients: 10,
      responses: 6,
      response_rate: 60,
      min_responses: 5,
      hidden: false,
      questions: formulaPayloads.map((text, i) => ({
        question: i + 1,
        text,
        question_type: 'SINGLE_RESPONSE_PICKLIST',
        behaviour_id: null,
        responses: 6,
        average: null,
        favourable: null,
        hidden: false,
        distribution: [{ label: text, count: 6 }],
      })),
      trend: [],
    };
    expectDefused(resultsCsv(report));
  });
});
