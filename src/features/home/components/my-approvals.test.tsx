import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { assessmentsData, assessmentsHandlers } from '@tests/msw/handlers/assessments';
import { server } from '@tests/msw/server';
import { renderComponent } from '@tests/support/render-component';
import { ComingUp } from './coming-up';

let unbind: (() => void) | undefined;
afterEach(() => unbind?.());

describe('Home for an approver', () => {
  it('says what waits for their approval, with a link to where they decide', async () => {
    server.use(
      ...assessmentsHandlers(
        assessmentsData({
          approvalsWaiting: [
            {
              measure: 12,
              title: 'Rota signed off',
              project: 4,
              project_name: 'Electronic patient record',
              rag_status: 'AMBER',
              reported_by: { id: 3, display_name: 'Maya Manager' },
              reported_at: '2026-11-20T10:00:00.000Z',
            },
          ],
        }),
      ),
    );
    ({ unbind } = renderComponent(
      <MemoryRouter>
        <ComingUp />
      </MemoryRouter>,
    ));
    const list = await screen.findByRole('list', { name: 'Waiting for your approval' });
    const link = within(list).getByRole('link', { name: 'Rota signed off' });
    expect(link).toHaveAttribute('href', '/projects/4/assessments/readiness');
    expect(list).toHaveTextContent('Electronic patient record · reported Amber by Maya Manager');
  });
});
