/** A timestamp as the API writes it (ISO 8601 UTC), from a driver Date or a JSON string. */
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value);
}
