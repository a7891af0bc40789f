import { browserTimeZone } from '@contract/shared/formatting';
import type { FieldOption } from '@/components/form/form-field';

/** Every IANA zone the browser knows, the browser's own first. */
export function timeZoneOptions(): FieldOption[] {
  const own = browserTimeZone();
  const zones = Intl.supportedValuesOf('timeZone');
  const all = zones.includes(own) ? [own, ...zones.filter((z) => z !== own)] : zones;
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
