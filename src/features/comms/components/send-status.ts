import { CalendarClockRegular, CheckmarkCircleRegular, DraftsRegular } from '@fluentui/react-icons';
import type { StatusMap } from '@/components/status-badge';

/** Draft, scheduled or sent: how every communication of the Comms tab says where it is. */
export const sendStatusLooks: StatusMap<'DRAFT' | 'SCHEDULED' | 'SENT'> = {
  DRAFT: { label: 'Draft', icon: DraftsRegular, tone: 'subtle' },
  SCHEDULED: { label: 'Scheduled', icon: CalendarClockRegular, tone: 'warning' },
  SENT: { label: 'Sent', icon: CheckmarkCircleRegular, tone: 'success' },
};

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp as the reader's local date and time; empty when there is none. */
export function localTime(iso: string | null | undefined): string {
  return iso ? when.format(new Date(iso)) : '';
}
