import type { ReferenceListName } from '@contract/admin/reference-lists';
import { useReferenceList } from '@/features/admin/hooks';
import type { FieldOption } from '@/components/form/form-field';

/**
 * The live entries of one of the organisation's reference lists as select options (the value is
 * the entry's id), keeping the person's `current` entry among them even when it was archived.
 */
export function useReferenceOptions(
  list: ReferenceListName,
  current: { id: number | null; name: string | null },
): { options: FieldOption[]; loaded: boolean } {
  const read = useReferenceList(list);
  const options = (read.data ?? [])
    .filter((entry) => !entry.archived || entry.id === current.id)
    .map((entry) => ({ value: String(entry.id), label: entry.name }));
  if (current.id !== null && !options.some((o) => o.value === String(current.id))) {
    options.unshift({ value: String(current.id), label: current.name ?? `#${current.id}` });
  }
  return { options, loaded: read.data !== undefined || read.error !== undefined };
}

/** A select's value (an id as text, or empty for "not set") as the reference the API takes. */
export function referenceIdOf(value: string): number | null {
  return value === '' ? null : Number(value);
}

/** Every IANA zone the browser knows, the browser's own first. */
export function timeZoneOptions(): FieldOption[] {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zones = Intl.supportedValuesOf('timeZone');
  const all = zones.includes(own) ? [own, ...zones.filter((z) => z !== own)] : zones;
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
