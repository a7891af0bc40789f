import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema/integrations';
import { userProfiles } from '../../db/schema/people';
import { departments } from '../../db/schema/reference-data';
import { withTenant } from '../../db/tenant';
import type { OutboxStore } from '../outbox-store';
import { escapeHtml } from './teams-notifications';
import {
  vivaEngageMessageBody,
  type VivaEngageCommunity,
  type VivaEngagePort,
  type VivaEngagePost,
} from './viva-engage';
import type { PostReaction } from './viva-engage-reactions';

/** Someone who acts on a local post: the signed-in person. */
export interface LocalMember {
  id: number;
  email: string;
  name: string;
  departmentId: number | null;
}

export interface LocalLike {
  user_id: number;
  address: string;
  name: string;
  at: string;
}

export interface LocalReply extends LocalLike {
  body: string;
}

/** A local post's thread: who liked it and the replies, oldest first. */
export interface LocalThread {
  likes: LocalLike[];
  replies: LocalReply[];
}

/** The outbox row of a post this adapter made (`outbox:{id}`), or null for anything else. */
function outboxId(messageId: string): number | null {
  const id = /^outbox:(\d+)$/.exec(messageId)?.[1];
  return id ? Number(id) : null;
}

/**
 * Local default: communities are "All company" and the organisation's departments; a post is a
 * Viva Engage entry of the outbox, and its thread (likes and replies made in the app's community
 * view) is kept on that entry, where the delivery figures read it back like Viva Engage's own.
 */
export class LocalVivaEngage implements VivaEngagePort {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxStore,
  ) {}

  async communities(organisationId: number): Promise<VivaEngageCommunity[]> {
    const rows = await withTenant(this.db, organisationId, (tx) =>
      tx
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .orderBy(sql`lower(${departments.name})`),
    );
    return [
      { id: 'all-company', name: 'All company' },
      ...rows.map((r) => ({ id: `department-${r.id}`, name: r.name })),
    ];
  }

  /** All company holds every active person; a department's community, its active people. */
  isMember(communityId: string, member: Pick<LocalMember, 'departmentId'>): boolean {
    if (communityId === 'all-company') return true;
    const department = /^department-(\d+)$/.exec(communityId)?.[1];
    return department !== undefined && Number(department) === member.departmentId;
  }

  async reach(organisationId: number, communityId: string): Promise<number | null> {
    const department = /^department-(\d+)$/.exec(communityId)?.[1];
    if (communityId !== 'all-company' && !department) return null;
    const [row] = await withTenant(this.db, organisationId, (tx) =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(userProfiles)
        .where(
          and(
            eq(userProfiles.isActive, true),
            department ? eq(userProfiles.departmentId, Number(department)) : undefined,
          ),
        ),
    );
    return row?.n ?? 0;
  }

  async post(post: VivaEngagePost): Promise<{ id: string }> {
    const id = await this.outbox.record({
      organisationId: post.organisationId,
      channel: 'VIVA_ENGAGE',
      subject: post.subject,
      bodyHtml: `<p>${escapeHtml(post.body).replace(/\n/g, '<br>')}</p>`,
      recipients: [{ name: post.communityName, address: post.communityId }],
      details: {
        reference: post.reference,
        community: post.communityName,
        attachment: post.attachment?.filename ?? null,
        request: vivaEngageMessageBody(post),
        likes: [],
        replies: [],
      },
    });
    return { id: `outbox:${id}` };
  }

  /** The threads of these local posts, by message id (posts this adapter did not make are absent). */
  async threads(organisationId: number, messageIds: readonly string[]) {
    const ids = messageIds.map(outboxId).filter((id): id is number => id !== null);
    const threads = new Map<string, LocalThread>();
    if (ids.length === 0) return threads;
    const rows = await withTenant(this.db, organisationId, (tx) =>
      tx
        .select({ id: outboxMessages.id, details: outboxMessages.details })
        .from(outboxMessages)
        .where(and(inArray(outboxMessages.id, ids), eq(outboxMessages.channel, 'VIVA_ENGAGE'))),
    );
    for (const row of rows) {
      const details = row.details as { likes?: LocalLike[]; replies?: LocalReply[] };
      threads.set(`outbox:${row.id}`, {
        likes: details.likes ?? [],
        replies: details.replies ?? [],
      });
    }
    return threads;
  }

  /** Likes the post as this person, or takes their like back; false when there is no such post. */
  async like(organisationId: number, messageId: string, member: LocalMember, liked: boolean) {
    const entry = sql`jsonb_build_array(jsonb_build_object('user_id', ${member.id}::int,
      'address', ${member.email.toLowerCase()}::text, 'name', ${member.name}::text,
      'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))`;
    // Others' likes stay; this person's is replaced (or removed), in one statement.
    return this.change(
      organisationId,
      messageId,
      sql`jsonb_set(${outboxMessages.details}, '{likes}',
        (SELECT coalesce(jsonb_agg(l), '[]'::jsonb)
           FROM jsonb_array_elements(coalesce(${outboxMessages.details}->'likes', '[]'::jsonb)) l
          WHERE (l->>'user_id')::int <> ${member.id}::int)
        || ${liked ? entry : sql`'[]'::jsonb`})`,
    );
  }

  /** Adds this person's reply to the post's thread; false when there is no such post. */
  async reply(organisationId: number, messageId: string, member: LocalMember, body: string) {
    return this.change(
      organisationId,
      messageId,
      sql`jsonb_set(${outboxMessages.details}, '{replies}',
        coalesce(${outboxMessages.details}->'replies', '[]'::jsonb)
        || jsonb_build_array(jsonb_build_object('user_id', ${member.id}::int,
             'address', ${member.email.toLowerCase()}::text, 'name', ${member.name}::text,
             'body', ${body}::text,
             'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))))`,
    );
  }

  private async change(organisationId: number, messageId: string, details: ReturnType<typeof sql>) {
    const id = outboxId(messageId);
    if (id === null) return false;
    const rows = await withTenant(this.db, organisationId, (tx) =>
      tx
        .update(outboxMessages)
        .set({ details: sql`${details}` })
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.channel, 'VIVA_ENGAGE')))
        .returning({ id: outboxMessages.id }),
    );
    return rows.length > 0;
  }

  /** The same answer Viva Engage gives: who liked the post and who replied, one entry each. */
  async reactions(organisationId: number, messageId: string): Promise<PostReaction[]> {
    const thread = (await this.threads(organisationId, [messageId])).get(messageId);
    if (!thread) return [];
    const people = new Map<string, PostReaction>();
    for (const like of thread.likes) {
      people.set(like.address, {
        address: like.address,
        name: like.name,
        liked: true,
        replied: false,
        at: new Date(like.at),
      });
    }
    for (const reply of thread.replies) {
      const seen = people.get(reply.address);
      const at = new Date(reply.at);
      people.set(reply.address, {
        address: reply.address,
        name: reply.name,
        liked: seen?.liked ?? false,
        replied: true,
        at: seen?.at && seen.at < at ? seen.at : at,
      });
    }
    return [...people.values()];
  }
}
