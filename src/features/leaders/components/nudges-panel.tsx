import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { CyclePlan } from '@contract/leaders/cycle-plan.schema';
import type { Nudge } from '@contract/leaders/nudges.schema';
import { announceAction } from '@/components/action-toasts';
import { Timestamp } from '@/lib/format/formatted';
import { EmptyState } from '@/components/empty-state';
import { useDeleteNudge, useRemoveNudgeImage } from '../hooks';
import { messageOf } from '../messages';
import { describeAbout } from './nudge-about';
import { NudgeDialog } from './nudge-dialog';
import { NudgeImage } from './nudge-image';

const useStyles = makeStyles({
  list: { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalS },
  row: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  grow: { flexGrow: 1 },
});

/** A cycle's nudges: when each goes out, to whom, about what, its image, and how far it got. */
export function NudgesPanel({
  plan,
  groupId,
  canEdit,
}: {
  plan: CyclePlan;
  groupId: number | null;
  canEdit: boolean;
}) {
  const styles = useStyles();
  const [editing, setEditing] = useState<Nudge | 'new'>();
  const remove = useDeleteNudge();
  const removeImage = useRemoveNudgeImage();
  const shown = groupId ? plan.nudges.filter((n) => n.impacted_group.id === groupId) : plan.nudges;
  const act = (work: Promise<unknown>, done: string) =>
    void work.then(
      () => announceAction({ title: done }),
      (e: unknown) => announceAction({ title: messageOf(e), intent: 'error' }),
    );
  return (
    <section aria-label="Nudges">
      {canEdit ? (
        <Button icon={<Add20Regular />} onClick={() => setEditing('new')}>
          Schedule a nudge
        </Button>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          title="No nudges yet"
          message="Nudges remind a group’s people at a time you choose, in Teams or by email."
        />
      ) : (
        <ul className={styles.list}>
          {shown.map((n) => {
            const scheduled = n.status === 'SCHEDULED';
            return (
              <li key={n.id} className={styles.row}>
                {n.image ? <NudgeImage path={n.image} name={n.image_name ?? ''} /> : null}
                <div className={styles.grow}>
                  <Body1 block>
                    <strong>{n.title}</strong> · {n.impacted_group.name}
                  </Body1>
                  <Caption1 block>{describeAbout(plan, n.item_type, n.item_id)}</Caption1>
                  <Caption1 block>
                    {scheduled ? 'Goes out' : 'Sent'}{' '}
                    <Timestamp at={n.sent_at ?? n.alert_date_time} /> · sent {n.deliveries.sent},
                    delivered {n.deliveries.delivered}, opened {n.deliveries.opened}, acted{' '}
                    {n.deliveries.acted}
                  </Caption1>
                </div>
                {canEdit && scheduled ? (
                  <Button
                    size="small"
                    icon={<Edit20Regular />}
                    aria-label={`Edit nudge “${n.title}”`}
                    onClick={() => setEditing(n)}
                  />
                ) : null}
                {canEdit && n.image && scheduled ? (
                  <Button size="small" onClick={() => act(removeImage(n.id), 'Image removed')}>
                    Remove image
                  </Button>
                ) : null}
                {canEdit ? (
                  <Button
                    size="small"
                    icon={<Delete20Regular />}
                    aria-label={`Delete nudge “${n.title}”`}
                    onClick={() => act(remove(n.id), `Deleted “${n.title}”`)}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {editing ? (
        <NudgeDialog
          plan={plan}
          groupId={groupId}
          {...(editing === 'new' ? {} : { nudge: editing })}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </section>
  );
}
