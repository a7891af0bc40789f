/**
 * The MSW pattern for a contract path (relative to /api/v1/, maybe with a query string): any
 * origin, query ignored, as MSW matches paths only.
 */
export function apiPath(path: string): string {
  return `*/api/v1/${path.split('?')[0] ?? ''}`;
}
