import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommsItemKind } from '../../../../contract/comms/deliveries';
import {
  deliveryItemQuerySchema,
  deliverySummarySchema,
  failedDeliverySchema,
} from '../../../../contract/comms/deliveries.schema';
import { idParamsSchema, idSchema } from '../../../../contract/shared/common.schema';
import type { CurrentUser } from '../../../auth/current-user';
import {
  commsDeliveries,
  commsEmails,
  commsFiles,
  commsOutlookEvents,
  commsThreads,
  commsYammerPosts,
} from '../../../db/schema/comms';
import { userProfiles } from '../../../db/schema/people';
import type { TenantTx } from '../../../db/tenant';
import { withTenant } from '../../../db/tenant';
import { notFound } from '../../../http-errors';
import { requireCommsEditor } from '../shared/comms-access';
import { groupNames } from '../shared/receivers';
import { countsSql, markOpened } from './deliveries';
import { retryDelivery } from './retry';

const tags = ['comms'];
const tables = {
  ANNOUNCEMENT: commsThreads,
  EMAIL: commsEmails,
  YAMMER_POST: commsYammerPosts,
  OUTLOOK_EVENT: commsOutlookEvents,
  COMMS_FILE: commsFiles,
} as const;

/** Each kind's title column. */
const titles = {
  ANNOUNCEMENT: commsThreads.title,
  EMAIL: commsEmails.subject,
  YAMMER_POST: commsYammerPosts.subject,
  OUTLOOK_EVENT: commsOutlookEvents.subject,
  COMMS_FILE: commsFiles.title,
} as const;

/** The item exists and the caller runs its project (or, without one, sends communications). */
async function requireItemEditor(tx: TenantTx, user: CurrentUser, kind: CommsItemKind, id: number) {
  const table = tables[kind];
  const [row] = await tx
    .select({
      projectId: table.projectId,
      title: sql<string>`${titles[kind]}`,
    })
    .from(table)
    .where(eq(table.id, id));
  if (!row) throw notFound();
  await requireCommsEditor(tx, user, row.projectId);
  return row;
}

async function summary(tx: TenantTx, kind: CommsItemKind, id: number) {
  const where = and(eq(commsDeliveries.itemKind, kind), eq(commsDeliveries.itemId, id));
  const [total] = await tx.select(countsSql).from(commsDeliveries).where(where);
  const groups = await tx
    .select({ group: commsDeliveries.groupId, ...countsSql })
    .from(commsDeliveries)
    .where(where)
    .groupBy(commsDeliveries.groupId)
    .orderBy(sql`${commsDeliveries.groupId} NULLS LAST`);
  const names = await groupNames(
    tx,
    groups.flatMap((g) => (g.group ? [g.group] : [])),
  );
  return {
    item_kind: kind,
    item_id: id,
    ...(total ?? { recipients: 0, sent: 0, delivered: 0, opened: 0, acted: 0, failed: 0 }),
    by_group: groups.map((g) => ({
      ...g,
      group_name: g.group ? (names.get(g.group)?.name ?? 'Group') : 'Named people',
    })),
  };
}

const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  // A leading =, +, - or @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Delivery analytics of communications: summary, CSV, failures and retries, open tracking. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/comms-deliveries/summary/',
    {
      schema: {
        tags,
        querystring: deliveryItemQuerySchema,
        response: { 200: deliverySummarySchema },
      },
    },
    async (request) => {
      const user = request.caller();
      const { item_kind: kind, item_id: id } = request.query;
      return request.tenant(async (tx) => {
        await requireItemEditor(tx, user, kind, id);
        return summary(tx, kind, id);
      });
    },
  );

  app.get(
    '/comms-deliveries/export/',
    { schema: { tags, querystring: deliveryItemQuerySchema } },
    async (request, reply) => {
      const user = request.caller();
      const { item_kind: kind, item_id: id } = request.query;
      const { rows, names } = await request.tenant(async (tx) => {
        await requireItemEditor(tx, user, kind, id);
        const found = await tx
          .select({
            name: sql<string>`trim(concat(${userProfiles.firstName}, ' ', ${userProfiles.lastName}))`,
            email: userProfiles.email,
            group: commsDeliveries.groupId,
            sent: commsDeliveries.sentAt,
            delivered: commsDeliveries.deliveredAt,
            opened: commsDeliveries.openedAt,
            acted: commsDeliveries.actedAt,
            failed: commsDeliveries.failedReason,
          })
          .from(commsDeliveries)
          .innerJoin(userProfiles, eq(userProfiles.id, commsDeliveries.userId))
          .where(and(eq(commsDeliveries.itemKind, kind), eq(commsDeliveries.itemId, id)))
          .orderBy(userProfiles.lastName, userProfiles.firstName);
        return {
          rows: found,
          names: await groupNames(
            tx,
            found.flatMap((r) => (r.group ? [r.group] : [])),
          ),
        };
      });
      const lines = [
        [
          'name',
          'email',
          'group',
          'sent_at',
          'delivered_at',
          'opened_at',
          'acted_at',
          'failed_reason',
        ].join(','),
        ...rows.map((r) =>
          [
            r.name,
            r.email,
            r.group ? (names.get(r.group)?.name ?? '') : '',
            r.sent.toISOString(),
            r.delivered?.toISOString() ?? '',
            r.opened?.toISOString() ?? '',
            r.acted?.toISOString() ?? '',
            r.failed,
          ]
            .map(csvCell)
            .join(','),
        ),
      ];
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="deliveries-${kind.toLowerCase()}-${id}.csv"`,
        )
        .send(`${lines.join('\n')}\n`);
    },
  );

  app.get(
    '/comms-deliveries/failed/',
    {
      schema: {
        tags,
        querystring: z.object({ project: idSchema }),
        response: { 200: z.array(failedDeliverySchema) },
      },
    },
    async (request) => {
      const user = request.caller();
      return request.tenant(async (tx) => {
        await requireCommsEditor(tx, user, request.query.project);
        const rows = await tx.execute<{
          id: number;
          item_kind: CommsItemKind;
          item_id: number;
          item_title: string;
          user_id: number;
          display_name: string;
          email: string;
          failed_reason: string;
          sent_at: string;
        }>(sql`
          SELECT d.id, d.item_kind, d.item_id, coalesce(t.title, e.subject, f.title, o.subject, '') AS item_title,
                 u.id AS user_id, trim(concat(u.first_name, ' ', u.last_name)) AS display_name, u.email,
                 d.failed_reason, to_char(d.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS sent_at
          FROM comms_deliveries d
          JOIN user_profiles u ON u.id = d.user_id
          LEFT JOIN comms_threads t ON d.item_kind = 'ANNOUNCEMENT' AND t.id = d.item_id
          LEFT JOIN comms_emails e ON d.item_kind = 'EMAIL' AND e.id = d.item_id
          LEFT JOIN comms_files f ON d.item_kind = 'COMMS_FILE' AND f.id = d.item_id
          LEFT JOIN comms_outlook_events o ON d.item_kind = 'OUTLOOK_EVENT' AND o.id = d.item_id
          WHERE d.failed_reason IS NOT NULL
            AND coalesce(t.project_id, e.project_id, f.project_id, o.project_id) = ${request.query.project}
          ORDER BY d.sent_at DESC LIMIT 500`);
        return rows.rows.map((r) => ({
          id: r.id,
          item_kind: r.item_kind,
          item_id: r.item_id,
          item_title: r.item_title,
          recipient: { id: r.user_id, display_name: r.display_name || r.email, email: r.email },
          failed_reason: r.failed_reason,
          sent_at: r.sent_at,
        }));
      });
    },
  );

  app.post(
    '/comms-deliveries/:id/retry/',
    { schema: { tags, params: idParamsSchema, response: { 200: deliverySummarySchema } } },
    async (request) => {
      const user = request.caller();
      return request.tenant(async (tx) => {
        const [delivery] = await tx
          .select()
          .from(commsDeliveries)
          .where(
            and(eq(commsDeliveries.id, request.params.id), isNotNull(commsDeliveries.failedReason)),
          );
        if (!delivery) throw notFound('No failed delivery with this id.');
        await requireItemEditor(tx, user, delivery.itemKind, delivery.itemId);
        await retryDelivery(tx, app.integrations, delivery, user.email);
        return summary(tx, delivery.itemKind, delivery.itemId);
      });
    },
  );

  // The open pixel of a mail: public (mail clients load it without signing in); the token is
  // the only key, and the answer is the same image whatever it names.
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  app.get(
    '/comms-track/:token/open.gif',
    {
      config: { public: true },
      schema: { hide: true, params: z.object({ token: z.string().regex(/^[0-9a-f]{32}$/) }) },
    },
    async (request, reply) => {
      const [found] = await app.integrations.outbox.ownerDb
        .select({
          organisationId: commsDeliveries.organisationId,
          kind: commsDeliveries.itemKind,
          itemId: commsDeliveries.itemId,
          userId: commsDeliveries.userId,
        })
        .from(commsDeliveries)
        .where(
          and(eq(commsDeliveries.token, request.params.token), isNull(commsDeliveries.openedAt)),
        )
        .limit(1);
      if (found) {
        await withTenant(app.integrations.outbox.ownerDb, found.organisationId, (tx) =>
          markOpened(tx, found.kind, found.itemId, found.userId),
        );
      }
      return reply
        .header('content-type', 'image/gif')
        .header('cache-control', 'no-store')
        .send(gif);
    },
  );
};
