import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ReadState } from '@/components/read-state';
import { useMyAnnouncements } from '@/features/comms/hooks';
import { usePageTitle } from '@/lib/page-title';
import { PaneAnnouncement } from '../components/pane-announcement';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  feed: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The announcements sent to the user, from every project they are reached by, beside their
 * email: read, like and reply without leaving Outlook (opening the replies counts as a view).
 */
export function AnnouncementsScreen() {
  const styles = useStyles();
  usePageTitle('Announcements');
  const announcements = useMyAnnouncements();
  return (
    <section className={styles.root} aria-labelledby="announcements-heading">
      <Subtitle2 as="h1" id="announcements-heading" className={styles.heading}>
        Announcements
      </Subtitle2>
      <ReadState
        read={announcements}
        what="your announcements"
        // Those who run a project also see its drafts and schedules; the pane is for what was sent.
        isEmpty={(threads) => threads.every((t) => t.status !== 'SENT')}
        empty={{
          title: 'No announcements for you.',
          message:
            'When a change team sends you an announcement from a project’s Communications area, it appears here, beside your email, as well as in Teams.',
        }}
      >
        {(threads) => (
          <div className={styles.feed}>
            {threads
              .filter((t) => t.status === 'SENT')
              .map((t) => (
                <PaneAnnouncement key={t.id} thread={t} />
              ))}
          </div>
        )}
      </ReadState>
    </section>
  );
}
