import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { MegaphoneRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { ConfirmDelete } from '@/components/confirm-delete';
import { ReadState } from '@/components/read-state';
import { SectionNav } from '@/components/section-nav';
import { AnnouncementCard } from '../components/announcement-card';
import { AnnouncementComposer } from '../components/announcement-composer';
import { CommsFilesPanel } from '../components/comms-files-panel';
import { CommunityPanel } from '../components/community-panel';
import { EmailsPanel } from '../components/emails-panel';
import { EventsPanel } from '../components/events-panel';
import { FailedSendsPanel } from '../components/failed-sends-panel';
import { OutboxPanel } from '../components/outbox-panel';
import { PostsPanel } from '../components/posts-panel';
import { TemplatesPanel } from '../components/templates-panel';
import type { Thread } from '@contract/comms/threads.schema';
import { useDeleteThread, useProjectAnnouncements } from '../hooks';
import { PlanPanel } from '../plan/plan-panel';
import { commsPaths, commsSections, type CommsSectionKey } from '../paths';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
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

/** Parts only those who run the project see: writing tools and the organisation's sent items. */
const writersOnly: readonly CommsSectionKey[] = [
  'plan',
  'emails',
  'templates',
  'viva-engage',
  'sent',
];

function Announcements({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const styles = useStyles();
  const announcements = useProjectAnnouncements(projectId);
  const remove = useDeleteThread();
  // A notification (or Home) links here opened at one announcement: `?announcement=&from=`.
  const [params] = useSearchParams();
  const focused = Number(params.get('announcement')) || null;
  const cameFrom = params.get('from');
  const from = cameFrom === 'notification' || cameFrom === 'home' ? cameFrom : 'announcements';
  const [composing, setComposing] = useState(false);
  const [editing, setEditing] = useState<Thread>();
  const [deleting, setDeleting] = useState<Thread>();
  return (
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
              <AnnouncementCard
                key={t.id}
                thread={t}
                open={t.id === focused}
                from={t.id === focused ? from : 'announcements'}
                {...(canEdit ? { onEdit: setEditing, onDelete: setDeleting } : {})}
              />
            ))}
          </div>
        )}
      </ReadState>
      {composing ? (
        <AnnouncementComposer projectId={projectId} onClose={() => setComposing(false)} />
      ) : null}
      {editing ? (
        <AnnouncementComposer
          key={editing.id}
          projectId={projectId}
          thread={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          open
          noun="announcement"
          name={deleting.title}
          onDelete={() => remove(deleting.id)}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </section>
  );
}

/**
 * `/projects/:projectId/comms/*`: the project's communications, a part each. Those who run the
 * project write and schedule announcements, emails, posts and events, keep its files and see how
 * each landed; everyone else reads what was sent or shared with them.
 */
export function CommsTab({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const sections = commsSections
    .filter((s) => canEdit || !writersOnly.includes(s.key))
    .map((s) => ({ key: s.key, label: s.label, to: commsPaths.section(projectId, s.key) }));
  const current = sections.find((s) => pathname.startsWith(s.to))?.key ?? 'announcements';
  const props = { projectId, canEdit };
  return (
    <div className={styles.root}>
      <SectionNav label="Communications" items={sections} current={current} />
      <Routes>
        <Route index element={<Navigate to="announcements" replace />} />
        <Route path="announcements" element={<Announcements {...props} />} />
        <Route path="files" element={<CommsFilesPanel {...props} kind="COMMS_FILE" />} />
        <Route path="training" element={<CommsFilesPanel {...props} kind="TRAINING_MATERIAL" />} />
        <Route path="tools" element={<CommsFilesPanel {...props} kind="CUSTOM_TOOL" />} />
        <Route path="events" element={<EventsPanel {...props} />} />
        <Route path="community" element={<CommunityPanel projectId={projectId} />} />
        {canEdit ? (
          <>
            <Route path="plan" element={<PlanPanel projectId={projectId} />} />
            <Route path="emails" element={<EmailsPanel {...props} />} />
            <Route path="templates" element={<TemplatesPanel {...props} />} />
            <Route path="viva-engage" element={<PostsPanel {...props} />} />
            <Route
              path="sent"
              element={
                <div className={styles.root}>
                  <FailedSendsPanel projectId={projectId} />
                  <OutboxPanel />
                </div>
              }
            />
          </>
        ) : null}
        {/* Absolute: a relative target inside a splat route resolves below the unknown segment,
            which the splat matches again, for ever. */}
        <Route
          path="*"
          element={<Navigate to={commsPaths.section(projectId, 'announcements')} replace />}
        />
      </Routes>
    </div>
  );
}
