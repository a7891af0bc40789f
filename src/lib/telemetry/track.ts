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
  'Shared file opened': {
    file_id: number;
    project_id?: number;
    from: 'files' | 'project' | 'notification';
  };
}

export type UsageEvent = keyof UsageEvents;
type Tracker = (event: string, properties: Record<string, unknown>) => void;

const MAX_QUEUED = 100;
let tracker: Tracker | undefined;
let queue: [string, Record<string, unknown>][] | undefined = [];

/** Records a usage event; silent when analytics are not configured. */
export function track<E extends UsageEvent>(event: E, properties: UsageEvents[E]): void {
  const props = properties as unknown as Record<string, unknown>;
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
