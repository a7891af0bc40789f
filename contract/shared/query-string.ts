// Zod-free on purpose: the SPA's first screen imports these values, and zod stays out of it.

/** A query-string value for a path builder; arrays travel comma-separated. */
export type QueryValue =
  string | number | boolean | readonly (string | number)[] | null | undefined;

/**
 * Appends a query string to a path, skipping empty values, so the SPA's SWR key (the URL) is
 * the same however the filters were built.
 */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
