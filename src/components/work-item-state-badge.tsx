import { Badge, type BadgeProps } from '@fluentui/react-components';
import { CheckmarkCircle16Regular, Circle16Regular, Warning16Filled } from '@fluentui/react-icons';
import type { WorkItemState } from '@contract/work-plan-paths';

const look: Record<WorkItemState, { color: BadgeProps['color']; icon: typeof Circle16Regular }> = {
  Open: { color: 'informative', icon: Circle16Regular },
  Overdue: { color: 'danger', icon: Warning16Filled },
  Closed: { color: 'success', icon: CheckmarkCircle16Regular },
};

/** Open, Overdue or Closed, with an icon and the word, never colour alone. */
export function WorkItemStateBadge({ state }: { state: WorkItemState }) {
  const { color, icon: Icon } = look[state];
  return (
    <Badge appearance="tint" color={color} icon={<Icon aria-hidden="true" />} shape="rounded">
      {state}
    </Badge>
  );
}
