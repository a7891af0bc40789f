import type { Formatter } from '@contract/shared/formatting';
import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, MailRegular, SendRegular } from '@fluentui/react-icons';
import type { EngagementEmail } from '@contract/comms/emails.schema';
import { useState } from 'react';
import { announceAction } from '@/components/action-toasts';
import { Formatted } from '@/lib/format/formatted';
import { ConfirmDelete } from '@/components/confirm-delete';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ReadState } from '@/components/read-state';
import { StatusBadge } from '@/components/status-badge';
import { useDeleteEmail, useProjectEmails, useSendEmail } from '../hooks';
import { EmailComposer } from './email-composer';
import { sendStatusLooks } from './send-status';
import { DeliveryDetails } from './delivery-details';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  heading: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** When it went or goes out; a local-time schedule is a time of day wherever each reader is. */
function dueLabel(e: EngagementEmail, format: Formatter): string {
  if (e.sent_at) return format.timestamp(e.sent_at);
  if (e.send_local) return `${format.wallClock(e.send_local)}, each recipient's time`;
  return e.scheduled_at ? format.timestamp(e.scheduled_at) : '';
}

const dueKey = (e: EngagementEmail) => e.sent_at ?? e.scheduled_at ?? e.send_local ?? '';

/** A project's engagement emails: drafts, scheduled and sent, with how each landed. */
export function EmailsPanel({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const styles = useStyles();
  const emails = useProjectEmails(projectId);
  const send = useSendEmail();
  const remove = useDeleteEmail();
  const [composing, setComposing] = useState(false);
  const [editing, setEditing] = useState<EngagementEmail>();
  const [deleting, setDeleting] = useState<EngagementEmail>();
  const columns: DataColumn<EngagementEmail>[] = [
    {
      id: 'subject',
      header: 'Subject',
      cell: (e) => e.subject,
      compare: (a, b) => a.subject.localeCompare(b.subject),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (e) => <StatusBadge map={sendStatusLooks} value={e.status} prefix="Status" />,
    },
    {
      id: 'when',
      header: 'Sent or due',
      cell: (e) => <Formatted>{(format) => dueLabel(e, format)}</Formatted>,
      compare: (a, b) => dueKey(a).localeCompare(dueKey(b)),
    },
    {
      id: 'receivers',
      header: 'Receivers',
      cell: (e) => e.receivers.map((r) => r.name).join(', ') || 'Nobody yet',
      from: 'medium',
    },
    {
      id: 'delivery',
      header: 'Delivered · opened',
      cell: (e) => (e.status === 'SENT' ? `${e.delivery.delivered} · ${e.delivery.opened}` : ''),
      from: 'wide',
    },
  ];
  return (
    <section className={styles.root} aria-labelledby="emails-heading">
      <div className={styles.head}>
        <Subtitle2 as="h2" id="emails-heading" className={styles.heading}>
          Emails
        </Subtitle2>
        {canEdit ? (
          <Button appearance="primary" icon={<MailRegular />} onClick={() => setComposing(true)}>
            New email
          </Button>
        ) : null}
      </div>
      <ReadState
        read={emails}
        what="the emails"
        empty={{
          title: 'No emails yet',
          message: 'Write one on a template, test it on yourself, then send or schedule it.',
        }}
      >
        {(rows) => (
          <DataTable
            caption="Emails"
            rows={rows}
            columns={columns}
            rowId={(e) => e.id}
            defaultSort={{ column: 'when', direction: 'descending' }}
            actions={
              canEdit
                ? (e) => (
                    <div className={styles.actions}>
                      {e.status === 'DRAFT' ? (
                        <Button
                          size="small"
                          icon={<SendRegular />}
                          aria-label={`Send ${e.subject} now`}
                          onClick={() =>
                            void send(e.id).then((r) =>
                              announceAction({ title: `Sent to ${r.delivery.sent} people` }),
                            )
                          }
                        >
                          Send now
                        </Button>
                      ) : null}
                      {e.status === 'SENT' ? (
                        <DeliveryDetails kind="EMAIL" id={e.id} title={e.subject} />
                      ) : null}
                      {e.status !== 'SENT' ? (
                        <Button
                          size="small"
                          icon={<EditRegular />}
                          aria-label={`Edit ${e.subject}`}
                          onClick={() => setEditing(e)}
                        />
                      ) : null}
                      {e.status !== 'SENT' ? (
                        <Button
                          size="small"
                          icon={<DeleteRegular />}
                          aria-label={`Delete ${e.subject}`}
                          onClick={() => setDeleting(e)}
                        />
                      ) : null}
                    </div>
                  )
                : undefined
            }
          />
        )}
      </ReadState>
      {composing ? (
        <EmailComposer projectId={projectId} onClose={() => setComposing(false)} />
      ) : null}
      {editing ? (
        <EmailComposer
          key={editing.id}
          projectId={projectId}
          email={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          open
          noun="email"
          name={deleting.subject}
          onDelete={() => remove(deleting.id)}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </section>
  );
}
