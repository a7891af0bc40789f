import { makeStyles, tokens } from '@fluentui/react-components';
import { MegaphoneRegular } from '@fluentui/react-icons';
import { ReadState } from '@/components/read-state';
import { RouterLink } from '@/components/router-link';
import { HOME_ANNOUNCEMENTS } from '@contract/comms/threads';
import { useHomeAnnouncements } from '../hooks';
import { commsPaths } from '../paths';
import { AnnouncementCard } from '../components/announcement-card';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Home's "Latest announcements": the newest sent to the signed-in person, from every project,
 * to like, reply to and open right here; opening one counts as a view from Home. Each links to
 * its project's feed (still counted as from Home).
 */
export function HomeAnnouncements() {
  const styles = useStyles();
  const read = useHomeAnnouncements();
  return (
    <ReadState
      read={read}
      what="your announcements"
      isEmpty={(threads) => !threads.some((t) => t.status === 'SENT')}
      empty={{
        icon: <MegaphoneRegular />,
        title: 'No announcements for you yet',
        message: 'Announcements sent to you about the changes you are part of show here.',
      }}
    >
      {(threads) => {
        const sent = threads.filter((t) => t.status === 'SENT').slice(0, HOME_ANNOUNCEMENTS);
        return (
          <div className={styles.list}>
            {sent.map((t) => (
              <div key={t.id}>
                <AnnouncementCard thread={t} from="home" />
                {t.project ? (
                  <RouterLink
                    to={`${commsPaths.section(t.project, 'announcements')}?announcement=${t.id}&from=home`}
                  >
                    Open in {t.project_name ?? 'its project'}
                  </RouterLink>
                ) : null}
              </div>
            ))}
          </div>
        );
      }}
    </ReadState>
  );
}
