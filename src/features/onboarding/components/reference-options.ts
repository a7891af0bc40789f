import type { ReferenceListName } from '@contract/admin/reference-lists';
import { useReferenceList } from '@/features/admin/hooks';
import type { FieldOption } from '@/components/form/form-field';

/**
 * The live entries of one of the organisation's reference lists as select options, keeping
 * `current` among them even when it was archived or typed in before the list existed.
 */
export function useReferenceOptions(
  list: ReferenceListName,
  current: string | null | undefined,
): { options: FieldOption[]; loaded: boolean } {
  const read = useReferenceList(list);
  const names = (read.data ?? []).filter((entry) => !entry.archived).map((entry) => entry.name);
  if (current && !names.includes(current)) names.unshift(current);
  return {
    options: names.map((name) => ({ value: name, label: name })),
    loaded: read.data !== undefined || read.error !== undefined,
  };
}

/** Every IANA zone the browser knows, the browser's own first. */
export function timeZoneOptions(): FieldOption[] {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zones = Intl.supportedValuesOf('timeZone');
  const all = zones.includes(own) ? [own, ...zones.filter((z) => z !== own)] : zones;
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
