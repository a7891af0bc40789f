import { Component, type ReactNode } from 'react';
import { reportError } from '@/lib/telemetry/report-error';
import { RouteErrorScreen } from './route-error-screen';

interface State {
  error: unknown;
}

/**
 * Catches a screen that fails to render, or a lazy part that still fails after its one reload,
 * and shows RouteErrorScreen instead of a blank page. Keyed by path where it is used, so moving
 * to another screen starts afresh.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('A screen failed without saying why.') };
  }

  override componentDidCatch(error: unknown): void {
    reportError(error, { during: 'render' });
  }

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : <RouteErrorScreen />;
  }
}
