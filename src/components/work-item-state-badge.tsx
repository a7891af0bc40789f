import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { CheckmarkCircle16Regular, Circle16Regular, Warning16Filled } from '@fluentui/react-icons';
import type { WorkItemState } from '@contract/projects/work-plan';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    minHeight: '20px',
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.borderWidth(tokens.strokeWidthThin),
    ...shorthands.borderStyle('solid'),
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
  },
  Open: {
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground3,
    ...shorthands.borderColor(tokens.colorNeutralStroke2),
  },
  Overdue: {
    color: tokens.colorStatusDangerForeground1,
    backgroundColor: tokens.colorStatusDangerBackground1,
    ...shorthands.borderColor(tokens.colorStatusDangerBorder1),
  },
  Closed: {
    color: tokens.colorStatusSuccessForeground1,
    backgroundColor: tokens.colorStatusSuccessBackground1,
    ...shorthands.borderColor(tokens.colorStatusSuccessBorder1),
  },
});

const icons = { Open: Circle16Regular, Overdue: Warning16Filled, Closed: CheckmarkCircle16Regular };

/** Open, Overdue or Closed, with an icon and the word, never colour alone. */
export function WorkItemStateBadge({ state }: { state: WorkItemState }) {
  const styles = useStyles();
  const Icon = icons[state];
  return (
    <span className={mergeClasses(styles.root, styles[state])} data-state={state}>
      <Icon aria-hidden="true" />
      {state}
    </span>
  );
}
