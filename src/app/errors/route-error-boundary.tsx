import { Component, type ReactNode } from 'react';
import { reportError } from '@/lib/telemetry/report-error';
import { RouteErrorScreen } from './route-error-screen';

interface State {
  error: unknown;
  /** The `resetKey` the error happened under. */
  failedAt?: string;
}

/**
 * Catches a screen that fails to render, or a lazy part that still fails after its one reload,
 * and shows RouteErrorScreen instead of a blank page. Moving to another path (`resetKey`) starts
 * afresh, without re-mounting what is below: the shell stays, and so do focus and scroll.
 */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey?: string },
  State
> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('A screen failed without saying why.') };
  }

  static getDerivedStateFromProps(
    props: { resetKey?: string },
    state: State,
  ): Partial<State> | null {
    if (state.error === undefined) return { failedAt: props.resetKey };
    if (state.failedAt !== props.resetKey) return { error: undefined, failedAt: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown): void {
    reportError(error, { during: 'render' });
  }

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : <RouteErrorScreen />;
  }
}
