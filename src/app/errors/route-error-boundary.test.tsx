import { FluentProvider } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
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
});
