import { setUsageContext, track } from '@/lib/telemetry/track';
import {
  hostCandidate,
  type HostConnection,
  type HostDetection,
  type HostInfo,
  type HostKind,
  type HostTheme,
} from './host';

export type HostState =
  { status: 'detecting'; candidate: HostKind } | { status: 'ready'; info: HostInfo };

type Detect = () => HostDetection | Promise<HostDetection>;

/**
 * The host the app runs in, for React (host-context.tsx) and for the code that starts the app
 * (sign-in, deep links). It detects once, keeps the host's theme current, and tells the host when
 * the first screen is usable, or that start-up failed, exactly once.
 */
export class HostStore {
  private state: HostState;
  private connection: HostConnection | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly readyPromise: Promise<HostInfo>;
  private resolveReady: (info: HostInfo) => void = () => undefined;
  private started = false;
  private startSettled = false;

  constructor(readonly candidate: HostKind) {
    this.state = { status: 'detecting', candidate };
    this.readyPromise = new Promise((resolve) => {
      this.resolveReady = resolve;
    });
  }

  /** A store for this page, before detection. */
  static forWindow(win: Window): HostStore {
    return new HostStore(hostCandidate(win));
  }

  /** A store that knows its host already (tests, and pages rendered for one host). */
  static ready(info: HostInfo, connection: HostConnection | null = null): HostStore {
    const store = new HostStore(info.kind);
    store.settle({ info, connection });
    return store;
  }

  readonly getState = (): HostState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The host once detected. */
  ready(): Promise<HostInfo> {
    return this.readyPromise;
  }

  /**
   * Detects the host, once. A browser is known at once (synchronously, before the first render);
   * `beforeReady` runs just before the app learns the answer, to open a deep link first.
   */
  start(detect: Detect, beforeReady: (info: HostInfo) => void = () => undefined): void {
    if (this.started) return;
    this.started = true;
    markDetection('host-detection-start');
    const finish = (detection: HostDetection) => {
      beforeReady(detection.info);
      this.settle(detection);
    };
    const result = detect();
    if (result instanceof Promise) void result.then(finish);
    else finish(result);
  }

  /** The first screen is usable: a Teams host hides its loading indicator. Once only. */
  screenShown(): void {
    if (this.startSettled || this.state.status !== 'ready') return;
    this.startSettled = true;
    markDetection('first-screen-shown');
    this.connection?.notifySuccess();
  }

  /** Start-up failed before any screen was usable: the host shows its error page. Once only. */
  startFailed(reason: 'AuthFailed' | 'Timeout' | 'Other', message: string): void {
    if (this.startSettled || this.state.status !== 'ready') return;
    this.startSettled = true;
    this.connection?.notifyFailure(reason, message);
  }

  /**
   * Opens another Teams tab of the app; false when not in Teams or the host cannot, so the caller
   * navigates inside the current tab.
   */
  async openTab(pageId: string, subPageId?: string): Promise<boolean> {
    if (!this.connection?.openTab) return false;
    try {
      return await this.connection.openTab(pageId, subPageId);
    } catch {
      return false;
    }
  }

  private settle({ info, connection }: HostDetection): void {
    this.connection = connection;
    this.state = { status: 'ready', info };
    markDetection('host-detected');
    measureDetection();
    setUsageContext({ host: info.kind, host_name: info.hostName });
    if (info.kind === 'teams') {
      track('Teams app opened', {
        host_name: info.hostName ?? 'Teams',
        page_id: info.pageId,
        sub_page_id: info.subPageId,
      });
    }
    connection?.onThemeChange((theme) => this.themeChanged(theme));
    this.resolveReady(info);
    this.emit();
  }

  private themeChanged(theme: HostTheme): void {
    if (this.state.status !== 'ready' || this.state.info.theme === theme) return;
    this.state = { status: 'ready', info: { ...this.state.info, theme } };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

// Marks for the journeys and for anyone profiling start-up: how long detection took, and when
// the first screen was usable.
function markDetection(name: string): void {
  if (typeof performance?.mark === 'function') performance.mark(name);
}

function measureDetection(): void {
  if (typeof performance?.measure !== 'function') return;
  if (performance.getEntriesByName('host-detection-start').length === 0) return;
  performance.measure('host-detection', 'host-detection-start', 'host-detected');
}
