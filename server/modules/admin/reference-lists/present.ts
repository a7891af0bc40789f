/** Row keys as the API spells them (`regionId` → `region_id`), timestamps as ISO 8601 UTC. */
export function presentReferenceEntry(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    // A file's storage key and type stay on the server: the file is fetched by the entry's id.
    if (key === 'organisationId' || key === 'fileKey' || key === 'fileContentType') continue;
    const snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    out[snake] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** Body keys as the table spells them (`region_id` → `regionId`). */
export function referenceColumnsOf(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    out[key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return out;
}
