import { Button, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ProductMark } from '@/components/product-mark';
import { openInBrowser } from '@/lib/host/office-mail';
import { appTokens } from '@/lib/theme/themes';
import { panePaths } from '../pane-paths';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    minWidth: 0,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '40px',
    paddingInline: tokens.spacingHorizontalM,
    backgroundColor: appTokens.headerBackground,
    color: appTokens.headerForeground,
    flexShrink: 0,
  },
  spacer: { flexGrow: 1 },
  open: {
    color: appTokens.headerForeground,
    ':hover': { color: appTokens.headerForeground },
    ':hover:active': { color: appTokens.headerForeground },
  },
  views: {
    display: 'flex',
    // Four views do not fit 320 px on one line with larger text: they wrap.
    flexWrap: 'wrap',
    flexShrink: 0,
    margin: 0,
    paddingBlock: 0,
    paddingInline: tokens.spacingHorizontalS,
    listStyleType: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  view: {
    display: 'block',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    boxShadow: `inset 0 -3px 0 transparent`,
    ':hover': { color: tokens.colorNeutralForeground2Hover },
    ':focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
      outlineOffset: '-2px',
    },
  },
  current: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    boxShadow: `inset 0 -3px 0 ${appTokens.accent}`,
  },
  main: {
    flexGrow: 1,
    minHeight: 0,
    overflowY: 'auto',
    padding: tokens.spacingHorizontalM,
    ':focus': { outlineStyle: 'none' },
  },
});

const views = [
  { path: panePaths.work, label: 'My work' },
  { path: panePaths.announcements, label: 'Announcements' },
  { path: panePaths.shareEmail, label: 'Share' },
  { path: panePaths.leaderTasks, label: 'Leader tasks' },
] as const;

/**
 * The Outlook task pane: a narrow column (about 320 px) with the product's header, its four
 * views, and the current one below. No workspace navigation: the full app is one click away.
 */
export function PaneLayout() {
  const styles = useStyles();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After moving to another view, start keyboard and screen reader users in it.
  useEffect(() => {
    if (pathname !== firstPath.current) mainRef.current?.focus({ preventScroll: true });
    firstPath.current = pathname;
  }, [pathname]);

  return (
    <div className={styles.root} data-layout="outlook-pane">
      <header className={styles.header}>
        <ProductMark size={20} />
        <span className={styles.spacer} />
        <Tooltip content="Open Changecraft in your browser" relationship="label">
          <Button
            appearance="transparent"
            size="small"
            className={styles.open}
            icon={<OpenRegular />}
            onClick={() => openInBrowser(`${window.location.origin}/home`)}
          />
        </Tooltip>
      </header>
      <nav aria-label="Changecraft in Outlook">
        <ul className={styles.views}>
          {views.map((view) => {
            const current = view.path === pathname;
            return (
              <li key={view.path}>
                <Link
                  to={view.path}
                  className={mergeClasses(styles.view, current && styles.current)}
                  aria-current={current ? 'page' : undefined}
                >
                  {view.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
