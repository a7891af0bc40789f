import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commsDeliveries, commsEmails } from '../../../db/schema/comms';
import { withTenant } from '../../../db/tenant';
import { notFound } from '../../../http-errors';
import { renderEmail } from '../emails/sending';
import { linksOf } from '../emails/tracking';
import { markActed, markOpened } from './deliveries';

const tokenParams = z.object({ token: z.string().regex(/^[0-9a-f]{32}$/) });
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * What a mail's recipient does with it, counted on their delivery row: public (mail clients and
 * browsers come without signing in), keyed by the row's unguessable token only.
 */
export const mailTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = () => app.integrations.outbox.ownerDb;
  /** The delivery row a token names (the open pixel only wants one not yet opened). */
  const deliveryOf = async (token: string, unopenedOnly = false) => {
    const [found] = await owner()
      .select({
        organisationId: commsDeliveries.organisationId,
        kind: commsDeliveries.itemKind,
        itemId: commsDeliveries.itemId,
        userId: commsDeliveries.userId,
      })
      .from(commsDeliveries)
      .where(
        and(
          eq(commsDeliveries.token, token),
          unopenedOnly ? isNull(commsDeliveries.openedAt) : undefined,
        ),
      )
      .limit(1);
    return found;
  };

  // The open pixel: the same image whatever the token names.
  app.get(
    '/comms-track/:token/open.gif',
    { config: { public: true }, schema: { hide: true, params: tokenParams } },
    async (request, reply) => {
      const found = await deliveryOf(request.params.token, true);
      if (found?.userId) {
        const userId = found.userId;
        await withTenant(owner(), found.organisationId, (tx) =>
          markOpened(tx, found.kind, found.itemId, userId),
        );
      }
      return reply
        .header('content-type', 'image/gif')
        .header('cache-control', 'no-store')
        .send(gif);
    },
  );

  // A click on a link of an email: counted as acting on it, then on to where the link pointed.
  // Only links the email itself holds are followed, so the address is never an open redirect.
  app.get(
    '/comms-track/:token/click/',
    {
      config: { public: true },
      schema: {
        hide: true,
        params: tokenParams,
        querystring: z.object({ to: z.string().min(1).max(4000) }),
      },
    },
    async (request, reply) => {
      const { to } = request.query;
      const found = await deliveryOf(request.params.token);
      const userId = found?.userId;
      const followed =
        found?.kind === 'EMAIL' && userId
          ? await withTenant(owner(), found.organisationId, async (tx) => {
              const [email] = await tx
                .select({ templateId: commsEmails.templateId, body: commsEmails.bodyHtml })
                .from(commsEmails)
                .where(eq(commsEmails.id, found.itemId));
              if (!email) return false;
              if (!linksOf(await renderEmail(tx, email.templateId, email.body)).includes(to))
                return false;
              await markActed(tx, 'EMAIL', found.itemId, userId);
              return true;
            })
          : false;
      if (!followed) throw notFound('This link is no longer available.');
      return reply.header('cache-control', 'no-store').redirect(to, 302);
    },
  );
};
