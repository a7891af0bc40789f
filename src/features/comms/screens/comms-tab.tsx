import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { MegaphoneRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ReadState } from '@/components/read-state';
import { AnnouncementCard } from '../components/announcement-card';
import { AnnouncementComposer } from '../components/announcement-composer';
import { CommsFilesPanel } from '../components/comms-files-panel';
import { OutboxPanel } from '../components/outbox-panel';
import { useProjectAnnouncements } from '../hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  heading: { margin: 0 },
  feed: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * `/projects/:projectId/comms`: the project's communications. Those who run the project write
 * and schedule announcements, see how each landed and keep its files; everyone else reads the
 * announcements sent to them, likes and replies, and opens the files shared with them.
 */
export function CommsTab({ canEdit }: { canEdit: boolean }) {
  const styles = useStyles();
  const projectId = Number(useParams().projectId);
  const announcements = useProjectAnnouncements(projectId);
  const [composing, setComposing] = useState(false);
  return (
    <div className={styles.root}>
      <section className={styles.section} aria-labelledby="announcements-heading">
        <div className={styles.head}>
          <Subtitle2 as="h2" id="announcements-heading" className={styles.heading}>
            Announcements
          </Subtitle2>
          {canEdit ? (
            <Button
              appearance="primary"
              icon={<MegaphoneRegular />}
              onClick={() => setComposing(true)}
            >
              New announcement
            </Button>
          ) : null}
        </div>
        <ReadState
          read={announcements}
          what="the announcements"
          empty={{
            title: 'No announcements yet',
            message: canEdit
              ? 'Write one for the groups this project changes things for.'
              : 'Announcements sent to you about this project appear here.',
          }}
        >
          {(threads) => (
            <div className={styles.feed}>
              {threads.map((t) => (
                <AnnouncementCard key={t.id} thread={t} />
              ))}
            </div>
          )}
        </ReadState>
      </section>
      <CommsFilesPanel projectId={projectId} canEdit={canEdit} />
      {canEdit ? <OutboxPanel /> : null}
      {composing ? (
        <AnnouncementComposer projectId={projectId} onClose={() => setComposing(false)} />
      ) : null}
    </div>
  );
}
