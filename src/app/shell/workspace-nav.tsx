import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link, matchPath, useLocation } from 'react-router';
import { appTokens } from '@/lib/theme/themes';
import type { NavItem, NavSection } from './workspace-nav-model';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalS,
  },
  heading: {
    margin: 0,
    paddingInline: tokens.spacingHorizontalM,
    paddingBlockEnd: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '40px',
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': {
      backgroundColor: tokens.colorNeutralBackground1Hover,
      color: tokens.colorNeutralForeground2Hover,
    },
    ':focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
    },
  },
  current: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    color: tokens.colorNeutralForeground2BrandSelected,
    fontWeight: tokens.fontWeightSemibold,
    boxShadow: `inset 3px 0 0 ${appTokens.accent}`,
  },
  icon: { fontSize: '20px', flexShrink: 0 },
});

function isCurrent(item: NavItem, pathname: string): boolean {
  return item.match.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/** The workspace areas the user may open, grouped as SPEC §2 names them. */
export function WorkspaceNav({
  sections,
  id,
  className,
  onNavigate,
}: {
  sections: readonly NavSection[];
  id?: string;
  className?: string;
  onNavigate?: () => void;
}) {
  const styles = useStyles();
  const { pathname } = useLocation();
  return (
    <nav id={id} aria-label="Workspace" className={mergeClasses(styles.root, className)}>
      {sections.map((section) => {
        return (
          <div key={section.label}>
            <h2 className={styles.heading}>{section.label}</h2>
            <ul className={styles.list}>
              {section.items.map((item) => {
                const current = isCurrent(item, pathname);
                const Icon = item.icon;
                return (
                  <li key={item.label}>
                    <Link
                      to={item.to}
                      className={mergeClasses(styles.link, current && styles.current)}
                      aria-current={current ? 'page' : undefined}
                      onClick={onNavigate}
                    >
                      <Icon className={styles.icon} aria-hidden="true" />
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
