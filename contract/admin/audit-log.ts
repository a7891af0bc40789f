// Zod-free on purpose: the admin screens import these values.
import { withQuery } from '../shared/query-string';

/** Paths relative to /api/v1/. */
export const auditLogPaths = {
  list: (query: { page_number: number; page_size: number }) => withQuery('admin-audit-log/', query),
  csv: () => 'admin-audit-log/export/',
};
