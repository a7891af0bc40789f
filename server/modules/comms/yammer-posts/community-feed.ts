import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { CommunityPost } from '../../../../contract/comms/yammer-posts.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { commsDeliveries, commsYammerPosts } from '../../../db/schema/comms';
import { userProfiles } from '../../../db/schema/people';
import type { TenantTx } from '../../../db/tenant';
import { notFound } from '../../../http-errors';
import {
  LocalVivaEngage,
  type LocalMember,
  type LocalThread,
} from '../../../integrations/graph/local-viva-engage';
import type { Integrations } from '../../../integrations/integrations';
import { requireVisibleProject } from '../shared/comms-access';

/**
 * The app's community view stands in for Viva Engage only while no Microsoft 365 is connected:
 * with it, people like and reply in Viva Engage, and the figures read that back instead.
 */
function localVivaEngage(integrations: Integrations): LocalVivaEngage {
  if (!(integrations.vivaEngage instanceof LocalVivaEngage)) {
    throw notFound('Posts are read and answered in Viva Engage.');
  }
  return integrations.vivaEngage;
}

async function memberOf(tx: TenantTx, user: CurrentUser): Promise<LocalMember> {
  const [row] = await tx
    .select({
      name: sql<string>`trim(concat(${userProfiles.firstName}, ' ', ${userProfiles.lastName}))`,
      departmentId: userProfiles.departmentId,
    })
    .from(userProfiles)
    .where(eq(userProfiles.id, user.id));
  return {
    id: user.id,
    email: user.email,
    name: row?.name || user.email,
    departmentId: row?.departmentId ?? null,
  };
}

/** A post's row for each community it reached, newest first, of those `which` picks. */
const postedRows = (tx: TenantTx, which: SQL) =>
  tx
    .select({
      id: commsDeliveries.id,
      post: commsYammerPosts.id,
      projectId: commsYammerPosts.projectId,
      subject: commsYammerPosts.subject,
      body: commsYammerPosts.body,
      communityId: commsDeliveries.targetId,
      community: commsDeliveries.targetName,
      postedAt: commsDeliveries.deliveredAt,
      messageId: commsDeliveries.providerMessageId,
    })
    .from(commsDeliveries)
    .innerJoin(commsYammerPosts, eq(commsYammerPosts.id, commsDeliveries.itemId))
    .where(
      and(
        eq(commsDeliveries.itemKind, 'YAMMER_POST'),
        isNotNull(commsDeliveries.deliveredAt),
        isNotNull(commsDeliveries.providerMessageId),
        which,
      ),
    )
    .orderBy(desc(commsDeliveries.deliveredAt), desc(commsDeliveries.id))
    .limit(200);

type PostedRow = Awaited<ReturnType<typeof postedRows>>[number];

function present(row: PostedRow, thread: LocalThread, me: LocalMember): CommunityPost {
  return {
    id: row.id,
    post: row.post,
    subject: row.subject,
    body: row.body,
    community: row.community ?? '',
    posted_at: row.postedAt?.toISOString() ?? '',
    likes: thread.likes.length,
    liked: thread.likes.some((l) => l.user_id === me.id),
    replies: thread.replies.map((r) => ({
      author: r.name,
      body: r.body,
      at: r.at,
      mine: r.user_id === me.id,
    })),
  };
}

/** The project's posts in the communities the caller belongs to, with their threads. */
export async function communityFeed(
  tx: TenantTx,
  user: CurrentUser,
  integrations: Integrations,
  projectId: number,
): Promise<CommunityPost[]> {
  const local = localVivaEngage(integrations);
  await requireVisibleProject(tx, user, projectId);
  const me = await memberOf(tx, user);
  const rows = (await postedRows(tx, eq(commsYammerPosts.projectId, projectId))).filter((r) =>
    local.isMember(r.communityId ?? '', me),
  );
  const threads = await local.threads(
    user.organisationId,
    rows.map((r) => r.messageId ?? ''),
  );
  return rows.flatMap((r) => {
    const thread = threads.get(r.messageId ?? '');
    return thread ? [present(r, thread, me)] : [];
  });
}

/**
 * One community's post, for someone who may act on it: a member of the community who sees the
 * project. Anything else is not found, as in Viva Engage, where others do not see it.
 */
async function postFor(tx: TenantTx, user: CurrentUser, local: LocalVivaEngage, id: number) {
  const [row] = await postedRows(tx, eq(commsDeliveries.id, id));
  const me = await memberOf(tx, user);
  if (!row || !local.isMember(row.communityId ?? '', me)) throw notFound();
  await requireVisibleProject(tx, user, row.projectId);
  return { row, me };
}

async function reread(user: CurrentUser, local: LocalVivaEngage, row: PostedRow, me: LocalMember) {
  const thread = (await local.threads(user.organisationId, [row.messageId ?? ''])).get(
    row.messageId ?? '',
  );
  if (!thread) throw notFound();
  return present(row, thread, me);
}

export async function likeCommunityPost(
  tx: TenantTx,
  user: CurrentUser,
  integrations: Integrations,
  id: number,
  liked: boolean,
): Promise<CommunityPost> {
  const local = localVivaEngage(integrations);
  const { row, me } = await postFor(tx, user, local, id);
  if (!(await local.like(user.organisationId, row.messageId ?? '', me, liked))) throw notFound();
  return reread(user, local, row, me);
}

export async function replyToCommunityPost(
  tx: TenantTx,
  user: CurrentUser,
  integrations: Integrations,
  id: number,
  body: string,
): Promise<CommunityPost> {
  const local = localVivaEngage(integrations);
  const { row, me } = await postFor(tx, user, local, id);
  if (!(await local.reply(user.organisationId, row.messageId ?? '', me, body))) throw notFound();
  return reread(user, local, row, me);
}
