import type { Formatter } from '@contract/shared/formatting';
import {
  Body1,
  Caption1,
  Link,
  MessageBar,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { StatusIndicator } from '@/components/status-indicator';
import { useFormat } from '@/lib/format/use-format';
import { openInBrowser } from '@/lib/host/office-mail';
import { usePageTitle } from '@/lib/page-title';
import { useUsersProfile } from '@/lib/session/session-reads';
import { useMyProjects } from '@/features/projects/hooks';
import { useProjectWork } from '../hooks';
import { upcomingWork, type UpcomingItem } from '../upcoming-work';

/** Enough to fill a narrow pane; the full list is in the project's work plan. */
const ITEMS_SHOWN = 20;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  lead: { color: tokens.colorNeutralForeground2, margin: 0 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  meta: { color: tokens.colorNeutralForeground2 },
  due: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

function dueLabel(item: UpcomingItem, format: Formatter): string {
  if (!item.dueDate) return 'No due date';
  const date = format.date(item.dueDate);
  return item.state === 'Overdue' ? `Was due ${date}` : `Due ${date}`;
}

function WorkItem({ item }: { item: UpcomingItem }) {
  const styles = useStyles();
  const format = useFormat();
  const open = () => openInBrowser(`${window.location.origin}/projects/${item.project.id}`);
  return (
    <li className={styles.item}>
      <Link as="button" onClick={open}>
        {item.name}
      </Link>
      <Caption1 className={styles.meta}>
        {item.kind} · {item.project.name}
        {item.yours ? ' · yours' : ''}
      </Caption1>
      <span className={styles.due}>
        <StatusIndicator
          level={item.state === 'Overdue' ? 'red' : 'green'}
          label={item.state === 'Overdue' ? 'Overdue' : 'Open'}
        />
        <Caption1>{dueLabel(item, format)}</Caption1>
      </span>
    </li>
  );
}

/** The pane's first view: deliverables and milestones still to do across the user's projects. */
export function MyWorkScreen() {
  const styles = useStyles();
  usePageTitle('My work');
  const { data: profile } = useUsersProfile();
  const { data: projects, error: projectsError } = useMyProjects();
  const { data: work, error: workError } = useProjectWork(projects);
  const error = projectsError ?? workError;

  const items = work && profile ? upcomingWork(work, profile.id) : undefined;

  return (
    <section className={styles.root} aria-labelledby="my-work-heading">
      <Subtitle2 as="h1" id="my-work-heading" className={styles.heading}>
        Your upcoming work
      </Subtitle2>
      <Body1 as="p" className={styles.lead}>
        Deliverables and milestones still open in your projects, the most urgent first.
      </Body1>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error.message}</MessageBarBody>
        </MessageBar>
      ) : !items || !projects ? (
        <Skeleton aria-label="Loading your work">
          <SkeletonItem size={48} />
          <SkeletonItem size={48} />
        </Skeleton>
      ) : projects.length === 0 ? (
        <Body1 as="p">
          You are not part of any project yet. When a change manager adds you to a project team, its
          work shows here.
        </Body1>
      ) : items.length === 0 ? (
        <Body1 as="p">
          Nothing open: every deliverable and milestone of your projects is done.
        </Body1>
      ) : (
        <>
          <ul className={styles.list} aria-label="Upcoming deliverables and milestones">
            {items.slice(0, ITEMS_SHOWN).map((item) => (
              <WorkItem key={item.key} item={item} />
            ))}
          </ul>
          {items.length > ITEMS_SHOWN ? (
            <Caption1 className={styles.meta}>
              The pane shows the {ITEMS_SHOWN} most urgent of your {items.length} open items. Open a
              project in Changecraft for its whole work plan.
            </Caption1>
          ) : null}
        </>
      )}
    </section>
  );
}
