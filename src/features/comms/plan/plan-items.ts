import type { CommsFile } from '@contract/comms/comms-files.schema';
import type { EngagementEmail } from '@contract/comms/emails.schema';
import type { OutlookEvent } from '@contract/comms/outlook-events.schema';
import type { Thread } from '@contract/comms/threads.schema';
import type { YammerPost } from '@contract/comms/yammer-posts.schema';
import type { CommsSectionKey } from '../paths';

export type PlanKind = 'Announcement' | 'Email' | 'Viva Engage post' | 'Event' | 'File';
export type PlanStatus = 'DRAFT' | 'SCHEDULED' | 'SENT';

/** One communication on the project's plan, whatever it is. */
export interface PlanItem {
  key: string;
  kind: PlanKind;
  title: string;
  status: PlanStatus;
  /** When it went or goes out (ISO); null for an undated draft. */
  at: string | null;
  /** Said instead of a time when it goes out at each recipient's local time. */
  atNote?: string;
  /** Who it reaches, in words. */
  audience: string;
  section: CommsSectionKey;
}

const names = (list: readonly { name: string }[]) => list.map((r) => r.name).join(', ');

/**
 * Every communication of a project as plan items, dated first (earliest first), then undated
 * drafts. Events are sent when saved; their date is when they happen. Files count as sent when
 * shared and not a draft, dated by their planned date.
 */
export function planItems(parts: {
  threads: readonly Thread[];
  emails: readonly EngagementEmail[];
  posts: readonly YammerPost[];
  events: readonly OutlookEvent[];
  files: readonly CommsFile[];
}): PlanItem[] {
  const items: PlanItem[] = [
    ...parts.threads.map((t) => ({
      key: `thread-${t.id}`,
      kind: 'Announcement' as const,
      title: t.title,
      status: t.status,
      at: t.sent_at ?? t.send_date,
      audience: names(t.receivers),
      section: 'announcements' as const,
    })),
    ...parts.emails.map((e) => ({
      key: `email-${e.id}`,
      kind: 'Email' as const,
      title: e.subject,
      status: e.status,
      at: e.sent_at ?? e.scheduled_at ?? (e.send_local ? `${e.send_local}:00` : null),
      ...(e.send_local && !e.sent_at ? { atNote: "each recipient's local time" } : {}),
      audience: names(e.receivers),
      section: 'emails' as const,
    })),
    ...parts.posts.map((p) => ({
      key: `post-${p.id}`,
      kind: 'Viva Engage post' as const,
      title: p.subject,
      status: p.status,
      at: p.sent_at ?? p.send_by,
      audience: names(p.communities),
      section: 'viva-engage' as const,
    })),
    ...parts.events.map((e) => ({
      key: `event-${e.id}`,
      kind: 'Event' as const,
      title: e.subject,
      status: e.sent ? ('SENT' as const) : ('DRAFT' as const),
      at: e.start,
      audience: names(e.attendees),
      section: 'events' as const,
    })),
    ...parts.files.map((f) => ({
      key: `file-${f.id}`,
      kind: 'File' as const,
      title: f.title,
      status: f.is_draft
        ? ('DRAFT' as const)
        : f.shared_groups.length
          ? ('SENT' as const)
          : ('SCHEDULED' as const),
      at: f.planned_date ? `${f.planned_date}T00:00:00` : null,
      audience: names(f.shared_groups),
      section: 'files' as const,
    })),
  ];
  return items.sort((a, b) => {
    if (a.at === null || b.at === null) return a.at === b.at ? 0 : a.at === null ? 1 : -1;
    return new Date(a.at).getTime() - new Date(b.at).getTime();
  });
}

/** The items by calendar day of the reader (`YYYY-MM-DD`), in order; undated ones under `null`. */
export function byDay(items: readonly PlanItem[]): [string | null, PlanItem[]][] {
  const days = new Map<string | null, PlanItem[]>();
  for (const item of items) {
    let day: string | null = null;
    if (item.at) {
      const d = new Date(item.at);
      const pad = (n: number) => String(n).padStart(2, '0');
      day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    }
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days.entries()];
}
