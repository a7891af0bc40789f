/**
 * A Fastify route for a contract path pattern (relative to /api/v1/): routes register the same
 * patterns that the SPA's builders fill and MSW handlers match, never a hand-written copy.
 */
export function routePath(pattern: string): string {
  return `/${pattern}`;
}
