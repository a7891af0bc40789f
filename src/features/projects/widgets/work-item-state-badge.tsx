import { CheckmarkCircle16Regular, Circle16Regular, Warning16Filled } from '@fluentui/react-icons';
import type { WorkItemState } from '@contract/projects/work-plan';
import { StatusBadge, type StatusMap } from '@/components/status-badge';

/** How a deliverable's or milestone's state looks (the work plan's map for `StatusBadge`). */
export const workItemStateLooks: StatusMap<WorkItemState> = {
  Open: { label: 'Open', icon: Circle16Regular, tone: 'neutral' },
  Overdue: { label: 'Overdue', icon: Warning16Filled, tone: 'danger' },
  Closed: { label: 'Closed', icon: CheckmarkCircle16Regular, tone: 'success' },
};

/** Open, Overdue or Closed, with an icon and the word, never colour alone. */
export function WorkItemStateBadge({ state }: { state: WorkItemState }) {
  return <StatusBadge map={workItemStateLooks} value={state} />;
}
