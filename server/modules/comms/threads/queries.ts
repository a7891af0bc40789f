import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Thread, ThreadDetail } from '../../../../contract/comms/threads.schema';
import { THREAD_LIST_MAX, threadsPaths } from '../../../../contract/comms/threads';
import type { CurrentUser } from '../../../auth/current-user';
import { commsThreadMessages, commsThreads } from '../../../db/schema/comms';
import { projects } from '../../../db/schema/projects';
import type { TenantTx } from '../../../db/tenant';
import { notFound } from '../../../http-errors';
import { canEditProjectSql } from '../../projects/policy';
import { personRefSql, qualified } from '../../../db/sql-helpers';
import { deliveryCounts } from '../deliveries/deliveries';
import { isCommsWriter } from '../shared/comms-access';
import { changesOf, receiversOf } from '../shared/links';

export type ThreadRow = typeof commsThreads.$inferSelect;

/**
 * Which threads a person reads. Writers read every thread of the organisation; everyone else
 * reads what was sent to them and what they wrote themselves.
 */
export function visibleThreadsWhere(user: CurrentUser): SQL | undefined {
  if (isCommsWriter(user)) return undefined;
  return sql`(${qualified(commsThreads.createdById)} = ${user.id} OR (${qualified(commsThreads.sentAt)} IS NOT NULL AND EXISTS (SELECT 1 FROM comms_deliveries d WHERE d.item_kind = 'ANNOUNCEMENT' AND d.item_id = ${qualified(commsThreads.id)} AND d.user_id = ${user.id})))`;
}

/** Whether the caller may edit the thread in the current row. */
function canEditSql(user: CurrentUser): SQL<boolean> {
  if (!isCommsWriter(user))
    return sql<boolean>`${qualified(commsThreads.createdById)} = ${user.id}`;
  return sql<boolean>`(${qualified(commsThreads.projectId)} IS NULL OR EXISTS (SELECT 1 FROM projects WHERE projects.id = ${qualified(commsThreads.projectId)} AND ${canEditProjectSql(user)}))`;
}

const selection = (user: CurrentUser) => ({
  thread: commsThreads,
  projectName: sql<
    string | null
  >`(SELECT p.name FROM projects p WHERE p.id = ${qualified(commsThreads.projectId)})`,
  author: personRefSql(commsThreads.createdById),
  likes: sql<number>`(SELECT count(*)::int FROM comms_thread_likes l WHERE l.thread_id = ${qualified(commsThreads.id)})`,
  likedByMe: sql<boolean>`EXISTS (SELECT 1 FROM comms_thread_likes l WHERE l.thread_id = ${qualified(commsThreads.id)} AND l.user_id = ${user.id})`,
  messages: sql<number>`(SELECT count(*)::int FROM comms_thread_messages m WHERE m.thread_id = ${qualified(commsThreads.id)})`,
  canEdit: canEditSql(user),
});

type Selected = {
  thread: ThreadRow;
  projectName: string | null;
  author: Thread['author'];
  likes: number;
  likedByMe: boolean;
  messages: number;
  canEdit: boolean;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function present(tx: TenantTx, rows: Selected[]): Promise<Thread[]> {
  const editable = rows.filter((r) => r.canEdit).map((r) => r.thread.id);
  const ids = rows.map((r) => r.thread.id);
  const counts = await deliveryCounts(tx, 'ANNOUNCEMENT', editable);
  const receivers = await receiversOf(tx, 'thread', ids);
  const changeIds = await changesOf(tx, 'thread', ids);
  const now = Date.now();
  return rows.map((r) => {
    const t = r.thread;
    const pinLive = t.pinned && (!t.pinExpiry || t.pinExpiry.getTime() > now);
    return {
      id: t.id,
      type: t.type,
      title: t.title,
      description: t.descriptionHtml,
      due_at: iso(t.dueAt),
      pinned: pinLive,
      pin_expiry: iso(t.pinExpiry),
      project: t.projectId,
      project_name: r.projectName,
      send_date: iso(t.sendDate),
      is_drafted: t.isDrafted,
      status: t.sentAt ? 'SENT' : t.isDrafted ? 'DRAFT' : 'SCHEDULED',
      sent_at: iso(t.sentAt),
      in_teams: t.inTeams,
      on_behalf: t.onBehalf,
      receivers: (receivers.get(t.id) ?? []).map(({ type, id, name }) => ({ type, id, name })),
      associated_changes: changeIds.get(t.id) ?? [],
      image_name: t.imageKey ? t.imageName : null,
      image_url: t.imageKey ? threadsPaths.image(t.id) : null,
      author: t.onBehalf ? null : r.author,
      likes_count: r.likes,
      liked_by_me: r.likedByMe,
      messages_count: r.messages,
      can_edit: r.canEdit,
      delivery: r.canEdit
        ? (counts.get(t.id) ?? {
            recipients: 0,
            sent: 0,
            delivered: 0,
            opened: 0,
            acted: 0,
            failed: 0,
          })
        : null,
      created_at: t.createdAt.toISOString(),
    } satisfies Thread;
  });
}

/** `GET threads/`: pinned first, then newest by when they went (or will go) out. */
export async function listThreads(
  tx: TenantTx,
  user: CurrentUser,
  filters: {
    project?: number | undefined;
    isInTeams?: boolean | undefined;
    announcementsOnly?: boolean | undefined;
    sentOnly?: boolean | undefined;
    limit?: number | undefined;
  },
): Promise<Thread[]> {
  const rows = await tx
    .select(selection(user))
    .from(commsThreads)
    .leftJoin(projects, eq(projects.id, commsThreads.projectId))
    .where(
      and(
        visibleThreadsWhere(user),
        sql`${projects.deletedAt} IS NULL`,
        filters.project ? eq(commsThreads.projectId, filters.project) : undefined,
        filters.isInTeams ? eq(commsThreads.inTeams, true) : undefined,
        filters.announcementsOnly ? eq(commsThreads.type, 'ANNOUNCEMENT') : undefined,
        filters.sentOnly ? isNotNull(commsThreads.sentAt) : undefined,
      ),
    )
    .orderBy(
      desc(
        sql`(${commsThreads.pinned} AND (${commsThreads.pinExpiry} IS NULL OR ${commsThreads.pinExpiry} > now()))`,
      ),
      desc(
        sql`coalesce(${commsThreads.sentAt}, ${commsThreads.sendDate}, ${commsThreads.createdAt})`,
      ),
      desc(commsThreads.id),
    )
    .limit(filters.limit ?? THREAD_LIST_MAX);
  return present(tx, rows);
}

/** One thread the caller may read (404 otherwise), with its replies. */
export async function loadThread(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
): Promise<ThreadDetail> {
  const [row] = await tx
    .select(selection(user))
    .from(commsThreads)
    .where(and(eq(commsThreads.id, id), visibleThreadsWhere(user)))
    .limit(1);
  if (!row) throw notFound();
  const [thread] = await present(tx, [row]);
  const messages = await tx
    .select({
      id: commsThreadMessages.id,
      body: commsThreadMessages.body,
      author: personRefSql(commsThreadMessages.authorId),
      createdAt: commsThreadMessages.createdAt,
    })
    .from(commsThreadMessages)
    .where(eq(commsThreadMessages.threadId, id))
    .orderBy(commsThreadMessages.createdAt, commsThreadMessages.id);
  if (!thread) throw notFound();
  return {
    ...thread,
    messages: messages.map((m) => ({
      id: m.id,
      body: m.body,
      author: m.author,
      created_at: m.createdAt.toISOString(),
    })),
  };
}

/** The raw row of a thread the caller may read, and whether they may edit it. */
export async function findThread(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
): Promise<{ thread: ThreadRow; canEdit: boolean }> {
  const [row] = await tx
    .select({ thread: commsThreads, canEdit: canEditSql(user) })
    .from(commsThreads)
    .where(and(eq(commsThreads.id, id), visibleThreadsWhere(user)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
