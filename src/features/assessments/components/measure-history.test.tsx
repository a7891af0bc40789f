import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { readinessPatterns } from '@contract/assessments/readiness';
import type { Measure, StatusReport } from '@contract/assessments/readiness.schema';
import { apiPath } from '@tests/msw/api-path';
import { server } from '@tests/msw/server';
import { renderComponent } from '@tests/support/render-component';
import { MeasureDialog } from './measure-dialog';
import { MeasureHistoryDialog } from './measure-history-dialog';

const sponsor = { id: 31, display_name: 'Sam Sponsor' };
const manager = { id: 30, display_name: 'Mia Manager' };

const measure: Measure = {
  id: 12,
  assessment: 3,
  measure_type: 'READINESS_APPROVAL',
  title: 'Rota signed off',
  description: '',
  target: '',
  change: null,
  change_name: null,
  owner: manager,
  approver: sponsor,
  due_date: '2027-01-15',
  position: 0,
  last_reminded_at: null,
  latest_rag: 'AMBER',
  latest_report_at: '2026-11-20T10:00:00.000Z',
  approval_status: 'PENDING',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const report = (overrides: Partial<StatusReport>): StatusReport => ({
  id: 1,
  measure: 12,
  rag_status: 'AMBER',
  comment: '',
  approval_status: null,
  approval_comment: '',
  reported_by: manager,
  decided_by: null,
  decided_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

let unbind: () => void = () => undefined;
afterEach(() => unbind());

describe('a readiness measure', () => {
  it('keeps a dated history of its reports, each with its status, comment and reporter', async () => {
    server.use(
      http.get(apiPath(readinessPatterns.statusReports), () =>
        HttpResponse.json<StatusReport[]>([
          report({ id: 2, comment: 'Two wards still to sign', approval_status: 'PENDING' }),
          report({
            id: 1,
            rag_status: 'RED',
            comment: 'Union not consulted yet',
            created_at: '2026-11-02T10:00:00.000Z',
          }),
        ]),
      ),
    );
    ({ unbind } = renderComponent(
      <MeasureHistoryDialog measure={measure} onClose={() => undefined} />,
    ));
    const list = await screen.findByRole('list', { name: 'Status reports, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('20 Nov 2026');
    expect(items[0]).toHaveTextContent('Amber');
    expect(items[0]).toHaveTextContent('Two wards still to sign');
    expect(items[0]).toHaveTextContent('by Mia Manager');
    expect(items[1]).toHaveTextContent('2 Nov 2026');
    expect(items[1]).toHaveTextContent('Union not consulted yet');
  });

  it('is edited through the update call: title, approver and due date', async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch(apiPath(readinessPatterns.measure), async ({ request }) => {
        const body = (await request.json()) as Partial<Measure>;
        sent.push(body);
        return HttpResponse.json<Measure>({ ...measure, title: String(body.title) });
      }),
    );
    const user = userEvent.setup();
    ({ unbind } = renderComponent(
      <MeasureDialog
        assessmentId={3}
        measure={measure}
        people={[manager, sponsor]}
        onClose={() => undefined}
      />,
    ));
    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Rota signed off');
    await user.clear(title);
    await user.type(title, 'Rota signed off by the board');
    await user.click(screen.getByRole('button', { name: 'Save measure' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      title: 'Rota signed off by the board',
      approver: sponsor.id,
      owner: manager.id,
      due_date: '2027-01-15',
    });
  });
});
