import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import {
  CalendarLtr16Regular,
  CheckmarkCircle16Regular,
  DismissCircle16Regular,
  PauseCircle16Regular,
  PlayCircle16Regular,
  QuestionCircle16Regular,
} from '@fluentui/react-icons';
import { projectStatusLabels, type ProjectStatus } from '@contract/projects/projects';
import { VisuallyHidden } from './visually-hidden';

// Drawn with Griffel rather than Fluent's Badge: it is on Home, the first screen, where every
// kilobyte counts (DESIGN.md §8).
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
  None: {
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground3,
    ...shorthands.borderColor(tokens.colorNeutralStroke2),
  },
  Planned: {
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground4,
    ...shorthands.borderColor(tokens.colorNeutralStroke1),
  },
  Live: {
    color: tokens.colorStatusSuccessForeground1,
    backgroundColor: tokens.colorStatusSuccessBackground1,
    ...shorthands.borderColor(tokens.colorStatusSuccessBorder1),
  },
  Completed: {
    color: tokens.colorBrandForeground2,
    backgroundColor: tokens.colorBrandBackground2,
    ...shorthands.borderColor(tokens.colorBrandStroke2),
  },
  Paused: {
    color: tokens.colorStatusWarningForeground3,
    backgroundColor: tokens.colorStatusWarningBackground1,
    ...shorthands.borderColor(tokens.colorStatusWarningBorder1),
  },
  Cancelled: {
    color: tokens.colorStatusDangerForeground1,
    backgroundColor: tokens.colorStatusDangerBackground1,
    ...shorthands.borderColor(tokens.colorStatusDangerBorder1),
  },
});

const icons: Record<ProjectStatus, typeof PlayCircle16Regular> = {
  None: QuestionCircle16Regular,
  Planned: CalendarLtr16Regular,
  Live: PlayCircle16Regular,
  Completed: CheckmarkCircle16Regular,
  Paused: PauseCircle16Regular,
  Cancelled: DismissCircle16Regular,
};

/** A project's status in words and an icon, never colour alone. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const styles = useStyles();
  const Icon = icons[status];
  return (
    <span className={mergeClasses(styles.root, styles[status])} data-status={status}>
      <Icon aria-hidden="true" />
      <span>
        <VisuallyHidden>Status: </VisuallyHidden>
        {projectStatusLabels[status]}
      </span>
    </span>
  );
}
