import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrganisationRole } from '../../../../contract/people/roles';
import type {
  OutboxListQuery,
  OutboxMessage,
} from '../../../../contract/integrations/outbox.schema';
import type { outboxListQuerySchema } from '../../../../contract/integrations/outbox.schema';
import type { z } from 'zod';
import type { CurrentUser } from '../../../auth/current-user';
import { outboxMessages } from '../../../db/schema/integrations';
import type { TenantTx } from '../../../db/tenant';
import { notFound } from '../../../http-errors';

/** Roles that send communications see everything the organisation sent. */
const seesWholeOutbox: readonly OrganisationRole[] = ['ADMIN', 'CHANGE_OFFICE', 'CHANGE_MANAGER'];

/** Others see what was addressed to them (their own mail and notifications). */
function visibleWhere(user: CurrentUser): SQL | undefined {
  if (seesWholeOutbox.includes(user.role)) return undefined;
  return sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${outboxMessages.recipients}) r WHERE lower(r->>'address') = lower(${user.email}))`;
}

type Row = typeof outboxMessages.$inferSelect;

export function presentOutboxMessage(row: Row): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    subject: row.subject,
    body_html: row.bodyHtml,
    recipients: row.recipients,
    raw_file_name: row.rawPath ? (row.rawPath.split('/').pop() ?? null) : null,
    details: row.details,
    created_at: row.createdAt.toISOString(),
  };
}

/** `GET outbox/`: newest first, optionally one channel. */
export async function listOutbox(
  tx: TenantTx,
  user: CurrentUser,
  query: z.output<typeof outboxListQuerySchema>,
) {
  const where = and(
    visibleWhere(user),
    query.channel ? eq(outboxMessages.channel, query.channel) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(outboxMessages).where(where);
  const rows = await tx
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(query.page_size)
    .offset((query.page_number - 1) * query.page_size);
  const n = total?.n ?? 0;
  const page = (p: number) => {
    const params: OutboxListQuery = { page_number: p, page_size: query.page_size };
    if (query.channel) params.channel = query.channel;
    return `outbox/?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;
  };
  return {
    count: n,
    next: query.page_number * query.page_size < n ? page(query.page_number + 1) : null,
    previous: query.page_number > 1 ? page(query.page_number - 1) : null,
    results: rows.map(presentOutboxMessage),
  };
}

/** One sent item the caller may see; 404 otherwise. */
export async function findOutboxMessage(tx: TenantTx, user: CurrentUser, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), visibleWhere(user)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
