import {
  CalendarLtr16Regular,
  CheckmarkCircle16Regular,
  DismissCircle16Regular,
  PauseCircle16Regular,
  PlayCircle16Regular,
  QuestionCircle16Regular,
} from '@fluentui/react-icons';
import { projectStatusLabels, type ProjectStatus } from '@contract/projects/projects';
import { StatusBadge, type StatusMap } from '@/components/status-badge';

/** How each project status looks (the projects domain's map for `StatusBadge`). */
export const projectStatusLooks: StatusMap<ProjectStatus> = {
  None: { label: projectStatusLabels.None, icon: QuestionCircle16Regular, tone: 'neutral' },
  Planned: { label: projectStatusLabels.Planned, icon: CalendarLtr16Regular, tone: 'subtle' },
  Live: { label: projectStatusLabels.Live, icon: PlayCircle16Regular, tone: 'success' },
  Completed: {
    label: projectStatusLabels.Completed,
    icon: CheckmarkCircle16Regular,
    tone: 'brand',
  },
  Paused: { label: projectStatusLabels.Paused, icon: PauseCircle16Regular, tone: 'warning' },
  Cancelled: { label: projectStatusLabels.Cancelled, icon: DismissCircle16Regular, tone: 'danger' },
};

/** A project's status in words and an icon, never colour alone. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return <StatusBadge map={projectStatusLooks} value={status} prefix="Status" />;
}
