import { FluentProvider } from '@fluentui/react-components';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { themes } from '@/lib/theme/themes';
import { ActionToaster, announceAction } from './action-toasts';

describe('action notices', () => {
  it('wait for a toaster when none is on the page yet, then show with their Undo', async () => {
    let undone = 0;
    act(() =>
      announceAction({
        title: 'Deleted “Ward rota”',
        undo: { run: () => Promise.resolve((undone += 1)) },
      }),
    );
    render(
      <FluentProvider theme={themes.light}>
        <ActionToaster />
      </FluentProvider>,
    );
    expect(await screen.findByText('Deleted “Ward rota”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undone).toBe(1);
  });

  it('show on the toaster', async () => {
    render(
      <StrictMode>
        <FluentProvider theme={themes.light}>
          <ActionToaster />
        </FluentProvider>
      </StrictMode>,
    );
    act(() => announceAction({ title: 'Archived “Ward rota”' }));
    expect(await screen.findByText('Archived “Ward rota”')).toBeInTheDocument();
  });

  it('show one at a time, the newest, and stay out of the Tab order', async () => {
    render(
      <FluentProvider theme={themes.light}>
        <button type="button">Before</button>
        <ActionToaster />
      </FluentProvider>,
    );
    act(() => announceAction({ title: 'Archived “Ward rota”', undo: { run: async () => 1 } }));
    act(() => announceAction({ title: 'Archived “Payroll”', undo: { run: async () => 1 } }));
    act(() => announceAction({ title: 'Archived “Estates”' }));
    expect(await screen.findByText('Archived “Estates”')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Archived “Ward rota”')).not.toBeInTheDocument());
    expect(screen.queryByText('Archived “Payroll”')).not.toBeInTheDocument();
    const toast = screen.getByText('Archived “Estates”').closest('[role="listitem"]');
    expect(toast).toHaveAttribute('tabindex', '-1');
  });
});
