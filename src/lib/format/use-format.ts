import { formatSettingsFor, formatterFor, type Formatter } from '@contract/shared/formatting';
import { useUserOrganisation, useUsersProfile } from '@/lib/session/session-reads';

/**
 * The signed-in reader's formatter: the organisation's locale and time zone, with the person's
 * own where they set one. Every screen formats dates, times, numbers and counts through it
 * (lint keeps `toLocaleDateString` and friends out of feature code). Both reads are the shell's
 * own, so this asks the server for nothing new.
 */
export function useFormat(): Formatter {
  const { data: organisation } = useUserOrganisation();
  const { data: profile } = useUsersProfile();
  return formatterFor(formatSettingsFor(organisation, profile));
}
