import { FluentProvider } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client/api-error';
import { themes } from '@/lib/theme/themes';
import { ReadState, type ReadLike } from './read-state';

function show(read: ReadLike<string[]>) {
  return render(
    <FluentProvider theme={themes.light}>
      <ReadState read={read} what="the metrics" empty={{ title: 'No metrics yet' }}>
        {(metrics) => <p>{metrics.join(', ')}</p>}
      </ReadState>
    </FluentProvider>,
  );
}

describe('ReadState', () => {
  it('shows placeholders while loading', () => {
    show({ data: undefined, mutate: vi.fn() });
    expect(screen.getByLabelText('Loading the metrics')).toBeInTheDocument();
  });

  it('says why a read failed and reads again on Try again', async () => {
    const mutate = vi.fn(() => Promise.resolve());
    show({ data: undefined, error: new ApiError('Metrics', 'The server did not answer.'), mutate });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not load the metrics. The server did not answer.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state for an empty list', () => {
    show({ data: [], mutate: vi.fn() });
    expect(screen.getByRole('heading', { name: 'No metrics yet' })).toBeInTheDocument();
  });

  it('draws a deferred first answer once it arrives', async () => {
    const { rerender } = render(
      <FluentProvider theme={themes.light}>
        <ReadState read={{ data: undefined, mutate: vi.fn() }} what="the metrics" deferred>
          {(metrics: string[]) => <p>{metrics.join(', ')}</p>}
        </ReadState>
      </FluentProvider>,
    );
    expect(screen.getByLabelText('Loading the metrics')).toBeInTheDocument();
    rerender(
      <FluentProvider theme={themes.light}>
        <ReadState read={{ data: ['Logins'], mutate: vi.fn() }} what="the metrics" deferred>
          {(metrics: string[]) => <p>{metrics.join(', ')}</p>}
        </ReadState>
      </FluentProvider>,
    );
    expect(await screen.findByText('Logins')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading the metrics')).toBeNull();
  });

  it('shows the data, and keeps it when a refetch fails', () => {
    show({ data: ['Logins', 'Tickets'], error: new Error('offline'), mutate: vi.fn() });
    expect(screen.getByText('Logins, Tickets')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
