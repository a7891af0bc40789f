import type { Formatter } from '@contract/shared/formatting';
import {
  Caption1,
  Subtitle2,
  mergeClasses,
  ToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CalendarLtrRegular, ListRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataColumn } from '@/components/data-table';
import { useFormat } from '@/lib/format/use-format';
import { ReadState } from '@/components/read-state';
import { StatusBadge } from '@/components/status-badge';
import { sendStatusLooks } from '../components/send-status';
import {
  useCommsFiles,
  useProjectAnnouncements,
  useProjectEmails,
  useProjectEvents,
  useProjectPosts,
} from '../hooks';
import { commsPaths } from '../paths';
import { byDay, planItems, type PlanItem } from './plan-items';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  heading: { margin: 0 },
  views: { display: 'flex', gap: tokens.spacingHorizontalXS },
  timeline: { listStyleType: 'none', margin: 0, padding: 0 },
  day: {
    display: 'grid',
    gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
    gap: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  date: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  items: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingLeft: tokens.spacingHorizontalS,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
  },
  draft: { borderLeftColor: tokens.colorNeutralStroke1, borderLeftStyle: 'dashed' },
  meta: { color: tokens.colorNeutralForeground2 },
});

function when(item: PlanItem, withDate: boolean, format: Formatter): string {
  if (!item.at) return 'No date yet';
  if (item.kind === 'File') return withDate ? format.timestampDate(item.at) : 'Planned';
  const shown = withDate ? format.timestamp(item.at) : format.time(item.at);
  return item.atNote ? `${shown}, ${item.atNote}` : shown;
}

/**
 * `comms/plan`: every communication of the project (announcements, emails, Viva Engage posts,
 * events, files) on one timeline by day, or as one sortable list; drafts and schedules are
 * marked, and each item leads to its own part of the tab.
 */
export function PlanPanel({ projectId }: { projectId: number }) {
  const styles = useStyles();
  const format = useFormat();
  const [view, setView] = useState<'timeline' | 'list'>('timeline');
  const threads = useProjectAnnouncements(projectId);
  const emails = useProjectEmails(projectId);
  const posts = useProjectPosts(projectId);
  const events = useProjectEvents(projectId);
  const files = useCommsFiles('COMMS_FILE', projectId, false);
  const reads = [threads, emails, posts, events, files];
  // One read state for the five: loading until all arrive, failed when any does.
  const failed = reads.find((r) => r.error);
  const combined = {
    data:
      threads.data && emails.data && posts.data && events.data && files.data
        ? planItems({
            threads: threads.data,
            emails: emails.data,
            posts: posts.data,
            events: events.data,
            files: files.data,
          })
        : undefined,
    error: failed?.error,
    mutate: () => Promise.all(reads.map((r) => r.mutate())),
  };
  const columns: DataColumn<PlanItem>[] = [
    {
      id: 'when',
      header: 'When',
      cell: (i) => when(i, true, format),
      compare: (a, b) => (a.at ?? '9999').localeCompare(b.at ?? '9999'),
    },
    {
      id: 'title',
      header: 'Communication',
      cell: (i) => <RouterLink to={commsPaths.section(projectId, i.section)}>{i.title}</RouterLink>,
      compare: (a, b) => a.title.localeCompare(b.title),
    },
    {
      id: 'kind',
      header: 'Kind',
      cell: (i) => i.kind,
      compare: (a, b) => a.kind.localeCompare(b.kind),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (i) => <StatusBadge map={sendStatusLooks} value={i.status} prefix="Status" />,
    },
    { id: 'audience', header: 'Reaches', cell: (i) => i.audience, from: 'wide' },
  ];
  return (
    <section className={styles.root} aria-labelledby="plan-heading">
      <div className={styles.head}>
        <Subtitle2 as="h2" id="plan-heading" className={styles.heading}>
          Plan
        </Subtitle2>
        <div className={styles.views} role="group" aria-label="Show the plan as">
          <ToggleButton
            icon={<CalendarLtrRegular />}
            checked={view === 'timeline'}
            onClick={() => setView('timeline')}
          >
            Timeline
          </ToggleButton>
          <ToggleButton
            icon={<ListRegular />}
            checked={view === 'list'}
            onClick={() => setView('list')}
          >
            List
          </ToggleButton>
        </div>
      </div>
      <ReadState
        read={combined}
        what="the communications plan"
        empty={{
          title: 'Nothing planned yet',
          message: 'Announcements, emails, posts, events and files you plan appear here in order.',
        }}
      >
        {(items) =>
          view === 'list' ? (
            <DataTable
              caption="Communications plan"
              rows={items}
              columns={columns}
              rowId={(i) => i.key}
              defaultSort={{ column: 'when', direction: 'ascending' }}
            />
          ) : (
            <ol className={styles.timeline} aria-label="Communications timeline">
              {byDay(items).map(([day, list]) => (
                <li key={day ?? 'undated'} className={styles.day}>
                  <h3 className={styles.date}>{day ? format.longDate(day) : 'Not dated yet'}</h3>
                  <ul className={styles.items}>
                    {list.map((item) => (
                      <li
                        key={item.key}
                        className={mergeClasses(
                          styles.item,
                          item.status === 'DRAFT' && styles.draft,
                        )}
                      >
                        <Caption1 className={styles.meta}>{when(item, false, format)}</Caption1>
                        <StatusBadge map={sendStatusLooks} value={item.status} prefix="Status" />
                        <Caption1 className={styles.meta}>{item.kind}</Caption1>
                        <RouterLink to={commsPaths.section(projectId, item.section)}>
                          {item.title}
                        </RouterLink>
                        {item.audience ? (
                          <Caption1 className={styles.meta}>to {item.audience}</Caption1>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )
        }
      </ReadState>
    </section>
  );
}
