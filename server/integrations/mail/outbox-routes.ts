import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, paginationQuerySchema } from '../../../contract/common';
import {
  outboxMessageSchema,
  paginatedOutboxSchema,
} from '../../../contract/integrations/mail-outbox.schema';
import { userOf } from '../../auth/authenticate';
import { requireRole } from '../../auth/permissions';
import { mailOutbox } from '../../db/schema/mail-outbox';
import type { TenantTx } from '../../db/tenant';
import { paginate, pageWindow } from '../../http/pagination';
import { notFound } from '../../http-errors';
import { composeRfc822 } from './compose';

type OutboxRow = typeof mailOutbox.$inferSelect;

function presentSummary(row: OutboxRow) {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    from: row.fromAddress,
    subject: row.subject,
    transport: row.transport,
    status: row.status,
    error: row.error,
    created_at: row.createdAt.toISOString(),
  };
}

/** The Outbox: what the organisation's Changecraft has sent (admins only). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['integrations'];
  app.get(
    '/mail-outbox/',
    {
      schema: {
        tags,
        querystring: paginationQuerySchema,
        response: { 200: paginatedOutboxSchema },
      },
    },
    async (request) => {
      requireRole(userOf(request), ['ADMIN']);
      const { limit, offset } = pageWindow(request.query);
      const { count, rows } = await request.tenant(async (tx) => {
        const [total] = await tx.select({ count: sql<number>`count(*)::int` }).from(mailOutbox);
        const page = await tx
          .select()
          .from(mailOutbox)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(limit)
          .offset(offset);
        return { count: total?.count ?? 0, rows: page };
      });
      return paginate(request, request.query, count, rows.map(presentSummary));
    },
  );

  const findMessage = async (tx: TenantTx, id: number) => {
    const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/mail-outbox/:id/',
    { schema: { tags, params: idParamsSchema, response: { 200: outboxMessageSchema } } },
    async (request) => {
      requireRole(userOf(request), ['ADMIN']);
      const row = await request.tenant((tx) => findMessage(tx, request.params.id));
      return { ...presentSummary(row), text: row.text, html: row.html };
    },
  );

  app.get(
    '/mail-outbox/:id/eml/',
    { schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      requireRole(userOf(request), ['ADMIN']);
      const row = await request.tenant((tx) => findMessage(tx, request.params.id));
      // The local transport's own file when there is one; otherwise the message composed again.
      let eml: Buffer | null = null;
      if (row.emlFile && app.mailer.mailDir) {
        eml = await readFile(path.join(app.mailer.mailDir, row.emlFile)).catch(() => null);
      }
      eml ??= await composeRfc822(row.fromAddress, {
        organisationId: row.organisationId,
        kind: row.kind,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
      });
      return reply
        .type('message/rfc822')
        .header('Content-Disposition', `attachment; filename="message-${row.id}.eml"`)
        .send(eml);
    },
  );
};
