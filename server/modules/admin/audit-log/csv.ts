import type { AuditEvent } from '../../../../contract/admin/audit-log.schema';
import { toCsv } from '../../../../contract/shared/csv';

function json(value: Record<string, unknown> | null): string {
  return value ? JSON.stringify(value) : '';
}

/** The audit log as CSV, newest first, one change a line. */
export function auditCsv(events: readonly AuditEvent[]): string {
  const header = ['When (UTC)', 'Who', 'What', 'Entry', 'Action', 'Before', 'After'];
  const lines = events.map((event) => [
    event.created_at,
    event.actor?.display_name ?? '',
    event.entity,
    event.summary,
    event.action,
    json(event.before),
    json(event.after),
  ]);
  return toCsv([header, ...lines]);
}
