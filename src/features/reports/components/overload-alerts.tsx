import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { heatLevelLabels } from '@contract/reports/portfolio';
import type { Heatmap } from '@contract/reports/portfolio.schema';

/**
 * The cells over a group's own capacity, named one by one (never by colour alone). Nothing
 * shows while every group with a capacity stays under it.
 */
export function OverloadAlerts({ heatmap }: { heatmap: Heatmap }) {
  const alerts = heatmap.alerts ?? [];
  if (alerts.length === 0) return null;
  const unit = heatmap.unit === 'hours' ? 'h per person' : 'change load';
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>Over capacity</MessageBarTitle>
        <ul aria-label="Over capacity">
          {alerts.map((a) => (
            <li key={`${a.row} ${a.column}`}>
              {a.name}, {a.label}: {a.value} {unit} ({heatLevelLabels[a.level].toLowerCase()};
              capacity high from {a.capacity})
            </li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
