import { Caption1 } from '@fluentui/react-components';
import { metricNoDataLabel, type MetricStatus } from '@contract/projects/metrics';
import { StatusIndicator } from '@/components/status-indicator';
import type { TrafficLight } from '@/lib/theme/status';

const lights: Record<MetricStatus, TrafficLight> = {
  'On Track': 'green',
  Achieved: 'green',
  'At Risk': 'amber',
  Missed: 'red',
};

/**
 * A metric's status as a traffic light with its icon and words; a metric without a report has
 * no status, and says so in plain words rather than a colour it has not earned.
 */
export function MetricStatusIndicator({ status }: { status: MetricStatus | null }) {
  if (status === null) return <Caption1 data-status="none">{metricNoDataLabel}</Caption1>;
  return <StatusIndicator level={lights[status]} label={status} />;
}
