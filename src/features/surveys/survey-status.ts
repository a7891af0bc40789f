import type { Formatter } from '@contract/shared/formatting';
import {
  ArchiveRegular,
  CalendarClockRegular,
  CheckmarkCircleRegular,
  DraftsRegular,
  LockClosedRegular,
} from '@fluentui/react-icons';
import { surveyStatusLabels, type SurveyStatus } from '@contract/surveys/surveys';
import type { StatusMap } from '@/components/status-badge';

/** How each survey status looks: an icon and words, never colour alone. */
export const surveyStatusLooks: StatusMap<SurveyStatus> = {
  DRAFT: { label: surveyStatusLabels.DRAFT, icon: DraftsRegular, tone: 'subtle' },
  SCHEDULED: { label: surveyStatusLabels.SCHEDULED, icon: CalendarClockRegular, tone: 'brand' },
  OPEN: { label: surveyStatusLabels.OPEN, icon: CheckmarkCircleRegular, tone: 'success' },
  CLOSED: { label: surveyStatusLabels.CLOSED, icon: LockClosedRegular, tone: 'neutral' },
  ARCHIVED: { label: surveyStatusLabels.ARCHIVED, icon: ArchiveRegular, tone: 'warning' },
};

/** A date-time as people read it, in their own zone. */
export function formatWhen(format: Formatter, iso: string | null): string {
  return iso ? format.timestamp(iso) : '—';
}
