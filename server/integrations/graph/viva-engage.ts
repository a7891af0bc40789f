import type { Client } from '@microsoft/microsoft-graph-client';
import type { TokenSource } from './graph-client';
import {
  reactionsFromThread,
  type PostReaction,
  type VivaEngageThreadPage,
} from './viva-engage-reactions';

export interface VivaEngageCommunity {
  id: string;
  name: string;
}

export interface VivaEngagePost {
  organisationId: number;
  communityId: string;
  communityName: string;
  subject: string;
  body: string;
  attachment?: { filename: string; contentType: string };
  reference: string;
}

/** Viva Engage: the organisation's communities and posts to them. */
export interface VivaEngagePort {
  communities(organisationId: number): Promise<VivaEngageCommunity[]>;
  post(post: VivaEngagePost): Promise<{ id: string }>;
  /** How many people a community holds (a post's reach there), or null when unknown. */
  reach(organisationId: number, communityId: string): Promise<number | null>;
  /** Who liked the post (by the id `post` answered) or replied to it, one entry a person. */
  reactions(organisationId: number, messageId: string): Promise<PostReaction[]>;
}

/**
 * Graph names a Viva Engage community by base64 JSON holding the network's own group id
 * (`{"_type":"Group","id":"123"}`); the post API takes that group id.
 */
export function vivaEngageGroupId(communityId: string): string {
  try {
    const decoded = JSON.parse(Buffer.from(communityId, 'base64').toString('utf8')) as {
      id?: unknown;
    };
    if (decoded.id !== undefined) return String(decoded.id);
  } catch {
    // Not Graph's encoding: the id already is the group id.
  }
  return communityId;
}

/** The body of Viva Engage's `POST /api/v1/messages.json`. */
export function vivaEngageMessageBody(post: VivaEngagePost) {
  return {
    group_id: vivaEngageGroupId(post.communityId),
    title: post.subject,
    body: post.body,
    is_rich_text: false,
    message_type: 'announcement',
  };
}

/**
 * Production: communities come from Graph (`GET /employeeExperience/communities`); posting is not
 * in Graph, so posts go to Viva Engage's REST API with a token for its own resource.
 */
export class GraphVivaEngage implements VivaEngagePort {
  constructor(
    private readonly graph: Client,
    private readonly tokens: TokenSource,
    private readonly apiBase = 'https://www.yammer.com/api/v1',
  ) {}

  async communities(): Promise<VivaEngageCommunity[]> {
    const res = (await this.graph.api('/employeeExperience/communities').get()) as {
      value: { id: string; displayName: string }[];
    };
    return res.value.map((c) => ({ id: c.id, name: c.displayName }));
  }

  /**
   * A community is backed by a Microsoft 365 group (`groupId`); its member count is the reach.
   * The count needs `ConsistencyLevel: eventual` and answers plain text. Reach is a figure
   * beside the post, so a directory that cannot say answers null rather than failing it.
   */
  async reach(_organisationId: number, communityId: string): Promise<number | null> {
    try {
      const community = (await this.graph
        .api(`/employeeExperience/communities/${encodeURIComponent(communityId)}`)
        .select('groupId')
        .get()) as { groupId?: string | null };
      if (!community.groupId) return null;
      const count = (await this.graph
        .api(`/groups/${encodeURIComponent(community.groupId)}/members/$count`)
        .header('ConsistencyLevel', 'eventual')
        .get()) as unknown;
      const n = Number(count);
      return Number.isInteger(n) && n >= 0 ? n : null;
    } catch {
      return null;
    }
  }

  async post(post: VivaEngagePost): Promise<{ id: string }> {
    const token = await this.tokens('https://api.yammer.com/.default');
    const res = await fetch(`${this.apiBase}/messages.json`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(vivaEngageMessageBody(post)),
    });
    if (!res.ok) throw new Error(`Viva Engage refused the post (${res.status}).`);
    const body = (await res.json()) as { messages: { id: number | string }[] };
    return { id: String(body.messages[0]?.id ?? '') };
  }

  /**
   * The post's thread (`GET messages/in_thread/{id}.json`, a page of 20 messages at a time,
   * older pages through `older_than`): likes of the post itself and the people who replied.
   * A liker or replier the page's references give no address for is looked up once
   * (`GET users/{id}.json`).
   */
  async reactions(_organisationId: number, messageId: string): Promise<PostReaction[]> {
    const token = await this.tokens('https://api.yammer.com/.default');
    const read = async <T>(url: string): Promise<T> => {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`Viva Engage refused to read the thread (${res.status}).`);
      return (await res.json()) as T;
    };
    const pages: VivaEngageThreadPage[] = [];
    let olderThan: bigint | null = null;
    // A bound on the pages read: 25 × 20 replies is more than a post's thread holds in practice.
    for (let n = 0; n < 25; n += 1) {
      const query: string = olderThan === null ? '' : `?older_than=${olderThan}`;
      const page: VivaEngageThreadPage = await read<VivaEngageThreadPage>(
        `${this.apiBase}/messages/in_thread/${encodeURIComponent(messageId)}.json${query}`,
      );
      pages.push(page);
      if (!page.meta?.older_available || page.messages.length === 0) break;
      olderThan = page.messages.map((m) => BigInt(String(m.id))).reduce((a, b) => (b < a ? b : a));
    }
    return reactionsFromThread(messageId, pages, async (userId) => {
      const user = await read<{ email?: string }>(
        `${this.apiBase}/users/${encodeURIComponent(userId)}.json`,
      ).catch(() => null);
      return user?.email ?? null;
    });
  }
}
