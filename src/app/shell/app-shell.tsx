import {
  Button,
  Skeleton,
  SkeletonItem,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, NavigationRegular } from '@fluentui/react-icons';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { ProductMark } from '@/components/product-mark';
import { useAuthState } from '@/lib/auth/auth-context';
import { useHost } from '@/lib/host/host-context';
import {
  enabledFeatures,
  useFeatureFlags,
  useUserOrganisation,
  useUsersProfile,
} from '@/lib/session/session-reads';
import { appTokens } from '@/lib/theme/themes';
import { SlowLoadingHint } from './slow-loading-hint';
import { UserMenu } from './user-menu';
import { WorkspaceNav } from './workspace-nav';
import { canSee, navItemAt, visibleNav, workspaceNav } from './workspace-nav-model';

const WIDE = '@media (min-width: 768px)';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  skipLink: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalM,
    insetBlockStart: '-100px',
    zIndex: 100,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    ':focus': { insetBlockStart: tokens.spacingVerticalM },
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '52px',
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: appTokens.headerBackground,
    color: appTokens.headerForeground,
    flexShrink: 0,
  },
  menuButton: {
    color: appTokens.headerForeground,
    ':hover': { color: appTokens.headerForeground },
    [WIDE]: { display: 'none' },
  },
  home: { color: 'inherit', textDecorationLine: 'none' },
  spacer: { flexGrow: 1 },
  teamsBar: {
    display: 'flex',
    justifyContent: 'flex-end',
    paddingInline: tokens.spacingHorizontalL,
    paddingBlockStart: tokens.spacingVerticalXS,
    flexShrink: 0,
  },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  nav: {
    display: 'none',
    width: '15rem',
    flexShrink: 0,
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderInlineEndWidth: tokens.strokeWidthThin,
    borderInlineEndStyle: 'solid',
    borderInlineEndColor: tokens.colorNeutralStroke2,
    [WIDE]: { display: 'flex' },
  },
  navOpen: {
    display: 'flex',
    position: 'absolute',
    insetBlockStart: '52px',
    insetBlockEnd: 0,
    insetInlineStart: 0,
    zIndex: 20,
    boxShadow: tokens.shadow16,
    [WIDE]: { position: 'static', boxShadow: 'none' },
  },
  // Behind the open drawer on a narrow screen: dims the screen and closes the drawer on a tap.
  backdrop: {
    position: 'absolute',
    insetBlockStart: '52px',
    insetBlockEnd: 0,
    insetInline: 0,
    zIndex: 19,
    backgroundColor: tokens.colorBackgroundOverlay,
    [WIDE]: { display: 'none' },
  },
  navPending: { width: '15rem', padding: tokens.spacingHorizontalL },
  main: {
    flexGrow: 1,
    minWidth: 0,
    overflowY: 'auto',
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    ':focus': { outlineStyle: 'none' },
  },
});

/**
 * Focuses the h1 inside `main` (made focusable without entering the Tab order), waiting up to
 * two seconds for a lazy screen to draw it; focus moved elsewhere meanwhile is left alone.
 * Returns a function that stops waiting.
 */
function focusScreenHeading(main: HTMLElement | null): () => void {
  if (!main) return () => undefined;
  // A screen that has already put focus somewhere inside itself (a wizard step on its first
  // field) keeps it.
  const active = document.activeElement;
  if (active && active !== main && main.contains(active)) return () => undefined;
  main.focus({ preventScroll: true });
  let frame = 0;
  const started = performance.now();
  const tryHeading = () => {
    const heading = main.querySelector<HTMLElement>('h1');
    const waiting = document.activeElement === main || document.activeElement === document.body;
    if (heading && waiting) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return;
    }
    if (!heading && waiting && performance.now() - started < 2000) {
      frame = requestAnimationFrame(tryHeading);
    }
  };
  tryHeading();
  return () => cancelAnimationFrame(frame);
}

/**
 * Draws its children only once the shell around it is on the page, in a render of their own: the
 * first commit of the shell and its screen together (their DOM, their styles, their effects) was
 * one long task, about 120 ms on a phone, and two half as long block input half as long
 * (DESIGN.md §8). Later screens mount inside the shell as before.
 */
function AfterShell({ children }: { children: ReactNode }) {
  const [shellDrawn, setShellDrawn] = useState(false);
  useEffect(() => startTransition(() => setShellDrawn(true)), []);
  return shellDrawn ? children : null;
}

/** The signed-in app: header with the user, the workspace navigation, and the current screen. */
export function AppShell() {
  const styles = useStyles();
  const auth = useAuthState();
  const { data: profile } = useUsersProfile();
  const { data: organisation } = useUserOrganisation();
  const { data: flags } = useFeatureFlags();
  const [navOpen, setNavOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  // Teams shows the app's areas as its own tabs under its own header: the app's header and
  // navigation would only say the same again there.
  const inTeams = useHost().kind === 'teams';

  // After each navigation, move focus to the new screen's heading (its name is what a screen
  // reader then says), or to the screen itself until its heading has loaded.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    return focusScreenHeading(mainRef.current);
  }, [pathname]);

  const audience =
    profile && flags
      ? {
          role: profile.role,
          hasToolAccess: profile.has_tool_access,
          enabled: enabledFeatures(flags),
        }
      : undefined;
  const sections = audience ? visibleNav(workspaceNav, audience) : undefined;
  // One rule for the navigation and the routes: an area the navigation hides for this user is
  // not opened by typing its address either (the server refuses its data regardless).
  const area = navItemAt(workspaceNav, pathname);
  const denied = audience !== undefined && area !== undefined && !canSee(area, audience);
  const name =
    profile?.display_name ?? (auth.status === 'signed-in' ? auth.user.name : 'Your account');

  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      {inTeams ? (
        // The person's own menu (profile, sign out) stays, without the header around it.
        <div className={styles.teamsBar}>
          <UserMenu name={name} organisation={organisation?.name ?? profile?.organisation.name} />
        </div>
      ) : (
        <header className={styles.header}>
          <Button
            className={styles.menuButton}
            appearance="transparent"
            icon={navOpen ? <DismissRegular /> : <NavigationRegular />}
            aria-expanded={navOpen}
            aria-controls="workspace-nav"
            onClick={() => setNavOpen((open) => !open)}
          >
            Menu
          </Button>
          <Link to={paths.home.href()} className={styles.home} aria-label="Changecraft home">
            <ProductMark />
          </Link>
          <span className={styles.spacer} />
          <UserMenu name={name} organisation={organisation?.name ?? profile?.organisation.name} />
        </header>
      )}
      <div className={styles.body}>
        {inTeams ? null : (
          <>
            {navOpen ? (
              <div
                className={styles.backdrop}
                data-testid="nav-backdrop"
                aria-hidden="true"
                onClick={() => setNavOpen(false)}
              />
            ) : null}
            <div className={mergeClasses(styles.nav, navOpen && styles.navOpen)}>
              {sections ? (
                <WorkspaceNav
                  id="workspace-nav"
                  sections={sections}
                  onNavigate={() => setNavOpen(false)}
                />
              ) : (
                <Skeleton
                  id="workspace-nav"
                  className={styles.navPending}
                  aria-label="Loading navigation"
                >
                  <SkeletonItem size={16} />
                  <SkeletonItem size={16} />
                  <SkeletonItem size={16} />
                </Skeleton>
              )}
            </div>
          </>
        )}
        <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
          {denied ? (
            <Navigate to={paths.unauthorised.href()} replace />
          ) : (
            <AfterShell>
              <Outlet />
            </AfterShell>
          )}
        </main>
      </div>
      <SlowLoadingHint />
    </div>
  );
}
