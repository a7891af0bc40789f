import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationQuerySchema } from '../../../../contract/shared/common.schema';
import { auditEventPageSchema, type AuditEvent } from '../../../../contract/admin/audit-log.schema';
import { withToolAccess } from '../tool-access';
import { paginate, pageWindow } from '../../../http/pagination';
import { auditCsv } from './csv';
import { listAdminChanges, type AuditEventRow } from './service';

function presentAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    actor: row.actorId ? { id: row.actorId, display_name: row.actorName ?? 'Unknown' } : null,
    entity: row.entity,
    entity_id: row.entityId,
    action: row.action as AuditEvent['action'],
    summary: row.summary,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The admin audit log: read by page, or exported whole as CSV for auditors. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.get(
    '/admin-audit-log/',
    {
      schema: { tags, querystring: paginationQuerySchema, response: { 200: auditEventPageSchema } },
    },
    async (request) => {
      const { total, rows } = await withToolAccess(request, (tx) =>
        listAdminChanges(tx, pageWindow(request.query)),
      );
      return paginate(request, request.query, total, rows.map(presentAuditEvent));
    },
  );

  app.get(
    '/admin-audit-log/export/',
    { schema: { tags, response: { 200: z.string() } } },
    async (request, reply) => {
      const { rows } = await withToolAccess(request, (tx) =>
        listAdminChanges(tx, { limit: 100_000, offset: 0 }),
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="admin-audit-log.csv"')
        .send(auditCsv(rows.map(presentAuditEvent)));
    },
  );
};
