import { CalendarClockRegular, CheckmarkCircleRegular, DraftsRegular } from '@fluentui/react-icons';
import type { StatusMap } from '@/components/status-badge';

/** Draft, scheduled or sent: how every communication of the Comms tab says where it is. */
export const sendStatusLooks: StatusMap<'DRAFT' | 'SCHEDULED' | 'SENT'> = {
  DRAFT: { label: 'Draft', icon: DraftsRegular, tone: 'subtle' },
  SCHEDULED: { label: 'Scheduled', icon: CalendarClockRegular, tone: 'warning' },
  SENT: { label: 'Sent', icon: CheckmarkCircleRegular, tone: 'success' },
};
