import type { MetricStatus } from '@contract/projects/metrics';
import { StatusIndicator } from '@/components/status-indicator';
import type { TrafficLight } from '@/lib/theme/status';

const lights: Record<MetricStatus, TrafficLight> = {
  'On Track': 'green',
  Achieved: 'green',
  'At Risk': 'amber',
  Missed: 'red',
};

/** A metric's status as a traffic light with its icon and words. */
export function MetricStatusIndicator({ status }: { status: MetricStatus }) {
  return <StatusIndicator level={lights[status]} label={status} />;
}
