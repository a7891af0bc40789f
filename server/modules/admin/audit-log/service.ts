import { count, desc, eq, sql } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant';
import { adminAuditEvents } from '../../../db/schema/admin-audit';
import { userProfiles } from '../../../db/schema/people';

export interface AdminChange {
  actorId: number;
  entity: string;
  entityId: number | null;
  action: 'create' | 'update' | 'delete' | 'reorder';
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Keeps only the fields that changed, so an entry reads as "before → after". */
function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
) {
  if (!before || !after) return { before: before ?? null, after: after ?? null };
  const keys = Object.keys({ ...before, ...after }).filter(
    (key) => key !== 'updated_at' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** Records an admin change in the request's transaction: it commits or rolls back with it. */
export async function recordAdminChange(tx: TenantTx, change: AdminChange): Promise<void> {
  const { before, after } = changedFields(change.before, change.after);
  if (change.action === 'update' && before && Object.keys(before).length === 0) return;
  await tx.insert(adminAuditEvents).values({
    actorId: change.actorId,
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    summary: change.summary,
    before,
    after,
  });
}

export type AuditEventRow = typeof adminAuditEvents.$inferSelect & { actorName: string | null };

/** Newest first, a page at a time, with who made each change. */
export async function listAdminChanges(
  tx: TenantTx,
  window: { limit: number; offset: number },
): Promise<{ total: number; rows: AuditEventRow[] }> {
  const [totalRow] = await tx.select({ total: count() }).from(adminAuditEvents);
  const rows = await tx
    .select({
      event: adminAuditEvents,
      actorName: sql<
        string | null
      >`nullif(trim(${userProfiles.firstName} || ' ' || ${userProfiles.lastName}), '')`,
    })
    .from(adminAuditEvents)
    .leftJoin(userProfiles, eq(userProfiles.id, adminAuditEvents.actorId))
    .orderBy(desc(adminAuditEvents.createdAt), desc(adminAuditEvents.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    total: totalRow?.total ?? 0,
    rows: rows.map(({ event, actorName }) => ({ ...event, actorName })),
  };
}
