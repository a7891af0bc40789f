import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { commsData, commsHandlers } from '@tests/msw/handlers/comms';
import { emailRecord } from '@tests/msw/handlers/comms-emails';
import { threadRecord } from '@tests/msw/handlers/comms-threads';
import { server } from '@tests/msw/server';
import { setApiHandlers } from '@/lib/api-client/api-handlers';
import { PlanPanel } from './plan-panel';

let unbind: (() => void) | undefined;
afterEach(() => unbind?.());

describe('the communications plan', () => {
  it('shows every kind on one timeline by day, drafts marked, and as a list', async () => {
    server.use(
      ...commsHandlers(
        commsData({
          threads: [threadRecord({ sent_at: '2030-03-02T12:00:00.000Z' })],
          emails: [
            emailRecord({ id: 31, subject: 'Undated draft' }),
            emailRecord({
              id: 32,
              subject: 'Morning briefing',
              status: 'SCHEDULED',
              send_local: '2030-03-01T09:00',
            }),
          ],
        }),
      ),
    );
    unbind = setApiHandlers({ getAccessToken: () => Promise.resolve('test-token') });
    render(
      <FluentProvider theme={webLightTheme}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter>
            <PlanPanel projectId={4} />
          </MemoryRouter>
        </SWRConfig>
      </FluentProvider>,
    );
    const timeline = await screen.findByRole('list', { name: 'Communications timeline' });
    const days = within(timeline).getAllByRole('heading', { level: 3 });
    expect(days).toHaveLength(3);
    expect(days[2]).toHaveTextContent('Not dated yet');
    expect(within(timeline).getByRole('link', { name: 'Morning briefing' })).toHaveAttribute(
      'href',
      '/projects/4/comms/emails',
    );
    expect(within(timeline).getByText(/each recipient's local time/)).toBeInTheDocument();
    // The undated draft is marked as one (the status prefix is for screen readers).
    expect(within(timeline).getByText('Draft')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    const table = await screen.findByRole('table', { name: 'Communications plan' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });
});
