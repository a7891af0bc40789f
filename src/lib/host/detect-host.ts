import { browserHost, hostCandidate, type HostDetection } from './host';

/**
 * How long a Teams parent has to answer `app.initialize()`. Outside Teams teams-js waits 60 s
 * before it gives up; a page framed by something that is not Teams should not.
 */
export const TEAMS_ANSWER_TIMEOUT_MS = 3_000;

/** How long office.js has to download and report ready before the pane gives up on Outlook. */
export const OFFICE_READY_TIMEOUT_MS = 10_000;

/**
 * The host libraries, each its own chunk and loaded only where it may be needed. A connector
 * resolves null when the host turns out not to be there.
 */
export interface HostConnectors {
  teams: () => Promise<() => Promise<HostDetection | null>>;
  outlook: () => Promise<() => Promise<HostDetection | null>>;
}

const connectors: HostConnectors = {
  teams: () => import('./teams-host').then((m) => () => m.connectTeams(window)),
  outlook: () => import('./office-host').then((m) => () => m.connectOutlook(window)),
};

/** Resolves what `work` resolves, or null once `ms` have passed without an answer. */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | null> {
  return new Promise<T | null>((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export interface DetectHostOptions {
  connectors?: HostConnectors;
  teamsTimeoutMs?: number;
  officeTimeoutMs?: number;
  /** Told when a host library failed to load or to answer (the page carries on as a browser). */
  onProblem?: (error: unknown) => void;
}

/**
 * Finds out where the app runs. A top-level browser window answers at once, without loading
 * teams-js; a frame asks Teams and waits at most TEAMS_ANSWER_TIMEOUT_MS for the answer;
 * `?host=outlook` loads office.js and waits for Office to be ready. Whatever fails, the app
 * still runs: as a browser app.
 */
export function detectHost(
  win: Window,
  options: DetectHostOptions = {},
): HostDetection | Promise<HostDetection> {
  const candidate = hostCandidate(win);
  const browser: HostDetection = { info: browserHost(win), connection: null };
  if (candidate === 'browser') return browser;

  const {
    connectors: load = connectors,
    teamsTimeoutMs = TEAMS_ANSWER_TIMEOUT_MS,
    officeTimeoutMs = OFFICE_READY_TIMEOUT_MS,
    onProblem = () => undefined,
  } = options;

  const attempt = async (): Promise<HostDetection> => {
    try {
      if (candidate === 'teams') {
        // Only the parent's answer is raced: downloading teams-js on a slow link inside Teams
        // must not be mistaken for a silent parent.
        const connect = await load.teams();
        return (await withDeadline(connect(), teamsTimeoutMs)) ?? browser;
      }
      const connect = await load.outlook();
      return (await withDeadline(connect(), officeTimeoutMs)) ?? browser;
    } catch (error) {
      onProblem(error);
      return browser;
    }
  };
  return attempt();
}
