import type { AuditEvent } from '../../../../contract/admin/audit-log.schema';

/**
 * Quotes a cell as RFC 4180 asks, and defuses spreadsheet formulas: a cell starting with
 * = + - @ is prefixed with an apostrophe so Excel shows it rather than running it.
 */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function json(value: Record<string, unknown> | null): string {
  return value ? JSON.stringify(value) : '';
}

/** The audit log as CSV, newest first, one change a line. */
export function auditCsv(events: readonly AuditEvent[]): string {
  const header = ['When (UTC)', 'Who', 'What', 'Entry', 'Action', 'Before', 'After'];
  const lines = events.map((event) =>
    [
      event.created_at,
      event.actor?.display_name ?? '',
      event.entity,
      event.summary,
      event.action,
      json(event.before),
      json(event.after),
    ]
      .map(cell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
