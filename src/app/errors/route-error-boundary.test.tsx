import { FluentProvider } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { themes } from '@/lib/theme/themes';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('The chunk for this screen failed twice.');
}

describe('RouteErrorBoundary', () => {
  it('replaces a screen that cannot render with a way to reload, and reports the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <FluentProvider theme={themes.light}>
        <MemoryRouter>
          <RouteErrorBoundary>
            <Broken />
          </RouteErrorBoundary>
        </MemoryRouter>
      </FluentProvider>,
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This part of Changecraft did not load',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The chunk for this screen failed twice.' }),
      { during: 'render' },
    );
  });

  it('shows the screen when nothing fails', () => {
    render(
      <FluentProvider theme={themes.light}>
        <MemoryRouter>
          <RouteErrorBoundary>
            <p>Fine</p>
          </RouteErrorBoundary>
        </MemoryRouter>
      </FluentProvider>,
    );
    expect(screen.getByText('Fine')).toBeInTheDocument();
  });

  it('starts afresh on another path without re-mounting what it wraps', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = (path: string, child: ReactNode) => (
      <FluentProvider theme={themes.light}>
        <MemoryRouter>
          <RouteErrorBoundary resetKey={path}>{child}</RouteErrorBoundary>
        </MemoryRouter>
      </FluentProvider>
    );
    const { rerender } = render(view('/projects/4', <Broken />));
    await screen.findByRole('heading', { level: 1, name: 'This part of Changecraft did not load' });
    rerender(view('/projects/4', <p>Fine</p>));
    // The same path keeps the error screen: the failure is not retried behind the user's back.
    expect(screen.queryByText('Fine')).not.toBeInTheDocument();
    rerender(view('/home', <p>Fine</p>));
    expect(screen.getByText('Fine')).toBeInTheDocument();
  });
});
