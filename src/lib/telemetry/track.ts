/**
 * The usage events SPEC §3 tracks, with the properties each carries. `from` says where the user
 * opened the thing: the usage reports split views by it.
 */
export interface UsageEvents {
  'Announcement liked': { announcement_id: number; project_id?: number };
  'Announcement replied': { announcement_id: number; project_id?: number };
  'Announcement viewed': {
    announcement_id: number;
    project_id?: number;
    from: 'announcements' | 'notification' | 'home';
  };
  'Activation cycle opened': {
    activation_cycle_id: number;
    project_id: number;
    from: 'project' | 'notification';
  };
  'Project viewed': { project_id: number };
  /**
   * The Teams app opened (Teams app insights): in which Microsoft 365 client, which tab and
   * what it was asked to open.
   */
  'Teams app opened': { host_name: string; page_id: string | null; sub_page_id: string | null };
  'Shared file opened': {
    file_id: number;
    project_id?: number;
    from: 'files' | 'project' | 'notification';
  };
}

export type UsageEvent = keyof UsageEvents;
type Tracker = (event: string, properties: Record<string, unknown>) => void;

/** Where the app runs, added to every event so usage splits by Teams, Outlook and browser. */
export interface UsageContext {
  host: 'browser' | 'teams' | 'outlook';
  host_name: string | null;
}

const MAX_QUEUED = 100;
let tracker: Tracker | undefined;
let queue: [string, Record<string, unknown>][] | undefined = [];
let context: Partial<UsageContext> = {};

/** Sets the properties every later event carries (the host, once known). */
export function setUsageContext(next: UsageContext): void {
  context = { ...next };
}

/** Records a usage event; silent when analytics are not configured. */
export function track<E extends UsageEvent>(event: E, properties: UsageEvents[E]): void {
  const props = { ...context, ...(properties as unknown as Record<string, unknown>) };
  if (tracker) tracker(event, props);
  else if (queue && queue.length < MAX_QUEUED) queue.push([event, props]);
}

/** Connects analytics (or, with null, confirms there are none and drops what waited). */
export function connectTracker(next: Tracker | null): void {
  tracker = next ?? undefined;
  const waiting = queue ?? [];
  queue = undefined;
  if (next) for (const [event, properties] of waiting) next(event, properties);
}
