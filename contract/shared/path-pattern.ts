// Zod-free on purpose: every path builder of the contract uses this, and the first screen builds paths.

/**
 * Fills a path pattern's `:name` segments: `fillPath('projects/:id/', { id: 7 })` is
 * `projects/7/`. Each area's contract holds its patterns once (`<resource>Patterns`); the server
 * registers them, MSW handlers match them and the builders fill them, so they cannot drift apart.
 */
export function fillPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
