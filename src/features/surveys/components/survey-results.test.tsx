import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReportFilters } from '@contract/surveys/reports.schema';
import {
  breakdownRow,
  recipientRecord,
  surveyReportsData,
  surveyReportsHandlers,
} from '@tests/msw/handlers/survey-reports';
import { surveyRecord, surveysData, surveysHandlers } from '@tests/msw/handlers/surveys';
import { server } from '@tests/msw/server';
import { renderApp } from '@tests/support/render-app';

function breakdownFor(filters: ReportFilters) {
  const by = filters.by ?? 'group';
  const narrowed = Boolean(filters.sites?.length);
  const rows =
    by === 'site'
      ? [
          breakdownRow({ key: 'North', label: 'North', recipients: 6, responses: 6 }),
          breakdownRow({
            key: 'South',
            label: 'South',
            recipients: 4,
            responses: null,
            hidden: true,
          }),
        ]
      : by === 'department'
        ? [
            breakdownRow({
              key: 'Operations',
              label: 'Operations',
              recipients: 6,
              responses: narrowed ? null : 8,
              hidden: narrowed,
            }),
          ]
        : [breakdownRow({ key: '3', label: 'Ward nurses' })];
  return { survey: 9, cycle: 1, dimension: by, min_responses: 5, total: breakdownRow(), rows };
}

describe('a survey’s results', () => {
  it(
    'pages the deliveries, switches one person’s reminders off, retries a failed one, and combines filters',
    { timeout: 90_000 },
    async () => {
      const sent = surveyRecord({ status: 'OPEN', cycle: 1, sent_at: '2030-03-01T09:00:00.000Z' });
      const reports = surveyReportsData({
        breakdown: breakdownFor,
        deliveries: Array.from({ length: 30 }, (_, i) =>
          recipientRecord({
            id: i + 1,
            person: {
              id: 100 + i,
              display_name: `Person ${i + 1}`,
              email: `p${i + 1}@example.org`,
            },
            ...(i === 1 ? { status: 'FAILED', failed_reason: 'Mailbox full' } : {}),
          }),
        ),
      });
      server.use(
        ...surveysHandlers(surveysData({ surveys: [sent] })),
        ...surveyReportsHandlers(reports),
      );
      renderApp('/projects/4/surveys/9/report');
      const user = userEvent.setup();

      // Deliveries, 25 a page.
      const caption = await screen.findByText('Invitations 1–25 of 30', undefined);
      const table = caption.closest('table');
      if (!table) throw new Error('No delivery table.');
      expect(within(table).getAllByRole('row')).toHaveLength(26);
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      expect(await screen.findByText('Invitations 26–30 of 30', undefined)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Previous page' }));
      await screen.findByText('Invitations 1–25 of 30', undefined);

      await user.click(screen.getByRole('switch', { name: 'Reminders for Person 1' }));
      await waitFor(() =>
        expect(reports.writes).toContainEqual(
          expect.objectContaining({
            method: 'PATCH',
            url: expect.stringContaining('survey-reminder-recipients/1/?surveyId=9'),
            body: { reminders_enabled: false },
          }),
        ),
      );
      expect(screen.getByText('Mailbox full')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Retry the invitation to Person 2' }));
      await waitFor(() =>
        expect(reports.writes).toContainEqual(
          expect.objectContaining({ method: 'POST', body: { recipients: [2] } }),
        ),
      );

      // Combined filters: by department, only the North site.
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Break down by' }),
        'department',
      );
      expect(await screen.findByText('By department', undefined)).toBeVisible();
      const sites = screen.getByRole('group', { name: 'Only these sites' });
      await user.click(within(sites).getByRole('checkbox', { name: 'North' }));
      expect(await screen.findByText('By department, 1 filter applied', undefined)).toBeVisible();
      await waitFor(() =>
        expect(reports.writes).toContainEqual(
          expect.objectContaining({ body: { by: 'department', sites: ['North'] } }),
        ),
      );
      const breakdown = screen.getByText('By department, 1 filter applied').closest('table');
      if (!breakdown) throw new Error('No breakdown table.');
      expect(within(breakdown).getByText('Hidden: fewer than 5 responses')).toBeVisible();
    },
  );

  it('charts each question and the trend of a repeating pulse, each with its numbers as a table', async () => {
    const trendPoint = {
      survey: 9,
      version: 1,
      recipients: 10,
      sent_at: '2030-03-01T09:00:00.000Z',
    };
    const reports = surveyReportsData({
      report: {
        ...surveyReportsData().report,
        cycle: 2,
        questions: [
          {
            question: 1,
            text: 'I know what changes for me on go-live day',
            question_type: 'AGREEMENT_RATING',
            behaviour_id: null,
            responses: 8,
            average: 3.9,
            favourable: 62.5,
            hidden: false,
            distribution: [
              { label: 'Strongly disagree', count: 0 },
              { label: 'Disagree', count: 1 },
              { label: 'Neutral', count: 2 },
              { label: 'Agree', count: 3 },
              { label: 'Strongly agree', count: 2 },
            ],
          },
        ],
        trend: [
          {
            ...trendPoint,
            cycle: 1,
            responses: 6,
            response_rate: 60,
            average: 4.2,
            favourable: 80,
          },
          {
            ...trendPoint,
            cycle: 2,
            responses: 3,
            response_rate: 30,
            average: null,
            favourable: null,
          },
          {
            ...trendPoint,
            survey: 12,
            version: 2,
            cycle: 1,
            responses: 8,
            response_rate: 80,
            average: 3.9,
            favourable: 62.5,
          },
        ],
      },
    });
    server.use(
      ...surveysHandlers(surveysData({ surveys: [surveyRecord({ status: 'OPEN', cycle: 2 })] })),
      ...surveyReportsHandlers(reports),
    );
    renderApp('/projects/4/surveys/9/report');

    const answers = await screen.findByRole('table', {
      name: 'Answers to “I know what changes for me on go-live day”',
    });
    expect(within(answers).getByRole('row', { name: 'Agree 3' })).toBeVisible();
    // Beside the table, the chart: one bar split by level, a segment per level answered.
    const figure = answers.closest('figure');
    expect(figure?.querySelector('.fui-hbc__chart')).not.toBeNull();
    expect(figure?.querySelectorAll('svg rect').length).toBeGreaterThanOrEqual(4);
    const sends = screen.getByRole('table', { name: 'Each send of this survey' });
    const rows = within(sends).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^1.*60%4\.280%$/),
      expect.stringMatching(/^2.*30%Hidden: fewer than 5 responsesHidden: fewer than 5 responses$/),
      expect.stringMatching(/^3 \(version 2\).*80%3\.962\.5%$/),
    ]);
  });

  it('charts how consistently each behaviour is practised, with the shares in words', async () => {
    const reports = surveyReportsData({
      behaviours: {
        survey: 9,
        cycle: 1,
        responses: 8,
        hidden: false,
        adoption: 50,
        questions: [
          {
            question: 1,
            text: 'Plan the week in the shared board',
            question_type: 'CONSISTENCY_RATING',
            behaviour_id: 4,
            responses: 8,
            average: 4.1,
            favourable: 75,
            hidden: false,
            distribution: [
              { label: 'Never', count: 0 },
              { label: 'Rarely', count: 1 },
              { label: 'Sometimes', count: 1 },
              { label: 'Often', count: 2 },
              { label: 'Always', count: 4 },
            ],
          },
        ],
      },
    });
    server.use(
      ...surveysHandlers(
        surveysData({ surveys: [surveyRecord({ status: 'OPEN', cycle: 1, is_nwow: true })] }),
      ),
      ...surveyReportsHandlers(reports),
    );
    renderApp('/projects/4/surveys/9/report');
    const shares = await screen.findByText(
      'Never 0%, Rarely 13%, Sometimes 13%, Often 25%, Always 50%',
      undefined,
    );
    expect(shares.closest('li')?.querySelector('.fui-hbc__chart')).not.toBeNull();
    expect(screen.getByText(/of behaviours adopted/).textContent).toContain('50%');
  });
});
