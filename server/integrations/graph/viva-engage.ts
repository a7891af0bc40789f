import type { Client } from '@microsoft/microsoft-graph-client';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userProfiles } from '../../db/schema/people';
import { departments } from '../../db/schema/reference-data';
import { withTenant } from '../../db/tenant';
import type { OutboxStore } from '../outbox-store';
import type { TokenSource } from './graph-client';
import { escapeHtml } from './teams-notifications';

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
}

/** Local default: communities are "All company" and the organisation's departments. */
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

  /** All company: the organisation's active people; a department: its active people. */
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
      },
    });
    return { id: `outbox:${id}` };
  }
}
