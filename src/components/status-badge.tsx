import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';
import { VisuallyHidden } from './visually-hidden';

/** How a status looks; each tone has its icon and words too, so colour never stands alone. */
export type StatusTone = 'neutral' | 'subtle' | 'success' | 'brand' | 'warning' | 'danger';

export interface StatusLook {
  label: string;
  icon: FluentIcon;
  tone: StatusTone;
}

/** A domain's statuses (project status, item state, metric status…) and how each looks. */
export type StatusMap<K extends string> = Readonly<Record<K, StatusLook>>;

// Drawn with Griffel rather than Fluent's Badge: badges are on Home, the first screen, where
// every kilobyte counts (DESIGN.md §8).
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
  neutral: {
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground3,
    ...shorthands.borderColor(tokens.colorNeutralStroke2),
  },
  subtle: {
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground4,
    ...shorthands.borderColor(tokens.colorNeutralStroke1),
  },
  success: {
    color: tokens.colorStatusSuccessForeground1,
    backgroundColor: tokens.colorStatusSuccessBackground1,
    ...shorthands.borderColor(tokens.colorStatusSuccessBorder1),
  },
  brand: {
    color: tokens.colorBrandForeground2,
    backgroundColor: tokens.colorBrandBackground2,
    ...shorthands.borderColor(tokens.colorBrandStroke2),
  },
  warning: {
    color: tokens.colorStatusWarningForeground3,
    backgroundColor: tokens.colorStatusWarningBackground1,
    ...shorthands.borderColor(tokens.colorStatusWarningBorder1),
  },
  danger: {
    color: tokens.colorStatusDangerForeground1,
    backgroundColor: tokens.colorStatusDangerBackground1,
    ...shorthands.borderColor(tokens.colorStatusDangerBorder1),
  },
});

/**
 * A status in words and an icon, in its tone: `<StatusBadge map={projectStatusLooks}
 * value={project.status} prefix="Status" />`. The prefix is read by screen readers only.
 */
export function StatusBadge<K extends string>({
  map,
  value,
  prefix,
  className,
}: {
  map: StatusMap<K>;
  value: K;
  prefix?: string;
  className?: string;
}) {
  const styles = useStyles();
  const look = map[value];
  const Icon = look.icon;
  return (
    <span className={mergeClasses(styles.root, styles[look.tone], className)} data-status={value}>
      <Icon aria-hidden="true" />
      <span>
        {prefix ? <VisuallyHidden>{prefix}: </VisuallyHidden> : null}
        {look.label}
      </span>
    </span>
  );
}
