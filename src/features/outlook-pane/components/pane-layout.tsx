import {
  Button,
  Tab,
  TabList,
  Tooltip,
  makeStyles,
  tokens,
  type SelectTabData,
} from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
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
  tabs: {
    flexShrink: 0,
    paddingInline: tokens.spacingHorizontalXS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
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
  { path: panePaths.shareEmail, label: 'Share email' },
] as const;

/**
 * The Outlook task pane: a narrow column (about 320 px) with the product's header, three views
 * as tabs, and the view below. No workspace navigation: the full app is one click away.
 */
export function PaneLayout() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const panelId = useId();
  const selected = views.find((view) => view.path === pathname) ?? views[0];
  const tabId = (path: string) => `${panelId}-tab-${path.replace(/\W/g, '') || 'work'}`;

  const onTabSelect = (_: unknown, data: SelectTabData) => {
    void navigate(String(data.value));
  };

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
      <TabList
        className={styles.tabs}
        size="small"
        selectedValue={selected.path}
        onTabSelect={onTabSelect}
        aria-label="Changecraft in Outlook"
      >
        {views.map((view) => (
          <Tab key={view.path} id={tabId(view.path)} value={view.path} aria-controls={panelId}>
            {view.label}
          </Tab>
        ))}
      </TabList>
      <main id="main" className={styles.main}>
        <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected.path)}>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
