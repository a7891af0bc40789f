/**
 * A record whose values are made when first read, then kept. A Fluent theme is some 600 values
 * made by a function; the app ships six and paints with one, and making all of them as the page's
 * modules load was a part of the first screen's longest task on a phone (DESIGN.md §8).
 */
export function lazyRecord<K extends string, V>(make: Record<K, () => V>): Record<K, V> {
  const made = new Map<K, V>();
  const record = {} as Record<K, V>;
  for (const key of Object.keys(make) as K[]) {
    Object.defineProperty(record, key, {
      enumerable: true,
      get: () => {
        if (!made.has(key)) made.set(key, make[key]());
        return made.get(key) as V;
      },
    });
  }
  return record;
}
