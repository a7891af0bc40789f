/**
 * What a link from outside the app asks it to open: a Teams tab's `subPageId` (Teams deep links
 * carry it as `context={"subEntityId": …}`), or `?page=` on any Changecraft URL. The text form is
 * short, readable and stable, because it is written into links people keep:
 *
 *   home · projects · portfolio · reports
 *   project:12
 *   project:12/survey-report:34
 *   project:12/leader-task:56
 *
 * Ids are positive whole numbers. Anything else opens Home.
 */
export type DeepLink =
  | { to: 'home' }
  | { to: 'projects' }
  | { to: 'portfolio' }
  | { to: 'reports' }
  | { to: 'project'; projectId: number }
  | { to: 'survey-report'; projectId: number; surveyId: number }
  | { to: 'leader-task'; projectId: number; taskId: number };

export const homeLink: DeepLink = { to: 'home' };

const areas = ['home', 'projects', 'portfolio', 'reports'] as const;
type Area = (typeof areas)[number];

/** A deep link is short; anything longer is not one of ours. */
const MAX_LENGTH = 100;

function id(text: string | undefined): number | undefined {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** `key:value` into its parts; undefined when it is not exactly that shape. */
function pair(segment: string): [string, number] | undefined {
  const [key, value, ...rest] = segment.split(':');
  const parsed = id(value);
  if (!key || parsed === undefined || rest.length > 0) return undefined;
  return [key, parsed];
}

/** Reads a deep link; missing, malformed or unknown text opens Home. */
export function parseDeepLink(text: string | null | undefined): DeepLink {
  const trimmed = text?.trim() ?? '';
  if (!trimmed || trimmed.length > MAX_LENGTH) return homeLink;
  if ((areas as readonly string[]).includes(trimmed)) return { to: trimmed as Area };

  const segments = trimmed.split('/');
  const project = segments[0] ? pair(segments[0]) : undefined;
  if (!project || project[0] !== 'project' || segments.length > 2) return homeLink;
  const projectId = project[1];
  if (segments.length === 1) return { to: 'project', projectId };

  const item = segments[1] ? pair(segments[1]) : undefined;
  if (item?.[0] === 'survey-report') return { to: 'survey-report', projectId, surveyId: item[1] };
  if (item?.[0] === 'leader-task') return { to: 'leader-task', projectId, taskId: item[1] };
  return homeLink;
}

/** The text form of a deep link (parseDeepLink reads it back to the same link). */
export function formatDeepLink(link: DeepLink): string {
  switch (link.to) {
    case 'home':
    case 'projects':
    case 'portfolio':
    case 'reports':
      return link.to;
    case 'project':
      return `project:${link.projectId}`;
    case 'survey-report':
      return `project:${link.projectId}/survey-report:${link.surveyId}`;
    case 'leader-task':
      return `project:${link.projectId}/leader-task:${link.taskId}`;
  }
}
