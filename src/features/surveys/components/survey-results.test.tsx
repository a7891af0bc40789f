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

const slow = { timeout: 30_000 };

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
      const caption = await screen.findByText('Invitations 1–25 of 30', undefined, slow);
      const table = caption.closest('table');
      if (!table) throw new Error('No delivery table.');
      expect(within(table).getAllByRole('row')).toHaveLength(26);
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      expect(await screen.findByText('Invitations 26–30 of 30', undefined, slow)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Previous page' }));
      await screen.findByText('Invitations 1–25 of 30', undefined, slow);

      await user.click(screen.getByRole('switch', { name: 'Reminders for Person 1' }));
      await waitFor(
        () =>
          expect(reports.writes).toContainEqual(
            expect.objectContaining({
              method: 'PATCH',
              url: expect.stringContaining('survey-reminder-recipients/1/?surveyId=9'),
              body: { reminders_enabled: false },
            }),
          ),
        slow,
      );
      expect(screen.getByText('Mailbox full')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Retry the invitation to Person 2' }));
      await waitFor(
        () =>
          expect(reports.writes).toContainEqual(
            expect.objectContaining({ method: 'POST', body: { recipients: [2] } }),
          ),
        slow,
      );

      // Combined filters: by department, only the North site.
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Break down by' }),
        'department',
      );
      expect(await screen.findByText('By department', undefined, slow)).toBeVisible();
      const sites = screen.getByRole('group', { name: 'Only these sites' });
      await user.click(within(sites).getByRole('checkbox', { name: 'North' }));
      expect(
        await screen.findByText('By department, 1 filter applied', undefined, slow),
      ).toBeVisible();
      await waitFor(
        () =>
          expect(reports.writes).toContainEqual(
            expect.objectContaining({ body: { by: 'department', sites: ['North'] } }),
          ),
        slow,
      );
      const breakdown = screen.getByText('By department, 1 filter applied').closest('table');
      if (!breakdown) throw new Error('No breakdown table.');
      expect(within(breakdown).getByText('Hidden: fewer than 5 responses')).toBeVisible();
    },
  );
});
