import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '../msw/server';

// Screens and dialogs load their code on first use. On CI's two busy cores that took over 15 s
// at load 30, against Testing Library's default wait of 1 s, so every findBy and waitFor waits up
// to 30 s unless it says otherwise (web tests' own time limit is above that: vitest.config.ts).
configure({ asyncUtilTimeout: 30_000 });

// A call no handler planned for fails the test (bulletproof-react's rule).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

// jsdom has no matchMedia; Fluent and the theme ask it about motion and forced colours.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has no ResizeObserver; Fluent's MessageBar and overflow components observe their size.
if (typeof window.ResizeObserver !== 'function') {
  class NoLayoutResizeObserver implements ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: NoLayoutResizeObserver,
  });
}
