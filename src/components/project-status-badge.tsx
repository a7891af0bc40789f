import { Badge, type BadgeProps } from '@fluentui/react-components';
import {
  CalendarLtr16Regular,
  CheckmarkCircle16Regular,
  DismissCircle16Regular,
  PauseCircle16Regular,
  PlayCircle16Regular,
  QuestionCircle16Regular,
} from '@fluentui/react-icons';
import { projectStatusLabels, type ProjectStatus } from '@contract/project-names';
import { VisuallyHidden } from './visually-hidden';

const look: Record<
  ProjectStatus,
  { color: BadgeProps['color']; icon: typeof PlayCircle16Regular }
> = {
  None: { color: 'subtle', icon: QuestionCircle16Regular },
  Planned: { color: 'informative', icon: CalendarLtr16Regular },
  Live: { color: 'success', icon: PlayCircle16Regular },
  Completed: { color: 'brand', icon: CheckmarkCircle16Regular },
  Paused: { color: 'warning', icon: PauseCircle16Regular },
  Cancelled: { color: 'danger', icon: DismissCircle16Regular },
};

/** A project's status in words and an icon, never colour alone. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { color, icon: Icon } = look[status];
  return (
    <Badge appearance="tint" color={color} icon={<Icon aria-hidden="true" />} shape="rounded">
      <span>
        <VisuallyHidden>Status: </VisuallyHidden>
        {projectStatusLabels[status]}
      </span>
    </Badge>
  );
}
