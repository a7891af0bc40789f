import { and, eq, isNotNull, sql } from 'drizzle-orm';
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
import type { TenantTx } from '../../../db/tenant';
import { notFound } from '../../../http-errors';
import type { Integrations } from '../../../integrations/integrations';
import { recordResponses } from '../outlook-events/invitations';
import { recordPostReactions } from '../yammer-posts/reactions';
import { requireCommsEditor } from '../shared/comms-access';
import { deliveryCsv, deliverySummary, failedDeliveries } from './reports';
import { retryDelivery } from './retry';
import { mailTrackingRoutes } from './tracking-routes';

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

/**
 * What recipients did where the product cannot see it itself, read back before the figures:
 * the answers to an invitation, the likes and replies to a post.
 */
async function readBack(
  tx: TenantTx,
  integrations: Integrations,
  kind: CommsItemKind,
  id: number,
  senderEmail: string,
) {
  if (kind === 'OUTLOOK_EVENT') await recordResponses(tx, integrations, id, senderEmail);
  if (kind === 'YAMMER_POST') await recordPostReactions(tx, integrations, id);
}

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
        await readBack(tx, app.integrations, kind, id, user.email);
        return deliverySummary(tx, kind, id);
      });
    },
  );

  app.get(
    '/comms-deliveries/export/',
    { schema: { tags, querystring: deliveryItemQuerySchema } },
    async (request, reply) => {
      const user = request.caller();
      const { item_kind: kind, item_id: id } = request.query;
      const csv = await request.tenant(async (tx) => {
        await requireItemEditor(tx, user, kind, id);
        await readBack(tx, app.integrations, kind, id, user.email);
        return deliveryCsv(tx, kind, id);
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="deliveries-${kind.toLowerCase()}-${id}.csv"`,
        )
        .send(csv);
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
        return failedDeliveries(tx, request.query.project);
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
        return deliverySummary(tx, delivery.itemKind, delivery.itemId);
      });
    },
  );

  await app.register(mailTrackingRoutes);
};
