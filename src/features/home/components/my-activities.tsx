import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarAddRegular, PeopleCommunityRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { lazyPart } from '@/components/lazy-part';
import { projectPaths } from '@/features/projects/paths';
import { ReadState } from '@/components/read-state';
import { RouterLink } from '@/components/router-link';
import { useFormat } from '@/lib/format/use-format';
import { useMyActivities } from '../hooks';

const SHOWN = 8;

const CalendarSubscriptionDialog = lazyPart(
  'calendar-subscription',
  () => import('./calendar-subscription').then((m) => m.CalendarSubscriptionDialog),
  null,
);

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  subscribe: { alignSelf: 'flex-start' },
});

/**
 * Home's "My activities": the engagement and training the person attends (one of its groups
 * includes them) or runs, across projects, next first.
 */
export function MyActivitiesPanel() {
  const format = useFormat();
  const styles = useStyles();
  const read = useMyActivities();
  const [subscribing, setSubscribing] = useState(false);
  return (
    <>
      <ReadState
        read={read}
        deferred
        what="your activities"
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: <PeopleCommunityRegular />,
          title: 'Nothing planned for you',
          message: 'Briefings, pulses and training you attend or run show here.',
        }}
      >
        {(data) => (
          <ul className={styles.list} aria-label="Your activities">
            {data.items.slice(0, SHOWN).map((item) => (
              <li key={item.key} className={styles.text}>
                <RouterLink to={`${projectPaths.project.href(item.project.id, 'activities')}`}>
                  {item.name}
                </RouterLink>
                <Caption1 className={styles.muted}>
                  {format.date(item.date)}
                  {item.time ? ` at ${item.time}` : ''} (
                  {format.relativeDays(item.date, data.today)}) · {item.type_name} ·{' '}
                  {item.hours_per_person} h ·{' '}
                  {item.roles.includes('OWNER') ? 'you run it' : 'you attend'} · {item.project.name}
                </Caption1>
              </li>
            ))}
          </ul>
        )}
      </ReadState>
      <Button
        className={styles.subscribe}
        appearance="subtle"
        icon={<CalendarAddRegular />}
        onClick={() => setSubscribing(true)}
      >
        Subscribe in your calendar
      </Button>
      {subscribing ? <CalendarSubscriptionDialog onClose={() => setSubscribing(false)} /> : null}
    </>
  );
}
