import { FluentProvider } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { themes } from '@/lib/theme/themes';
import { RouteErrorScreen } from './route-error-screen';

function Broken(): never {
  throw new Error('The chunk for this screen failed twice.');
}

describe('RouteErrorScreen', () => {
  it('replaces a screen that cannot render with a way to reload, and reports the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [{ ErrorBoundary: RouteErrorScreen, children: [{ path: '/', Component: Broken }] }],
      { initialEntries: ['/'] },
    );
    render(
      <FluentProvider theme={themes.light}>
        <RouterProvider router={router} />
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
});
