import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { NewWayOfWorking } from '@contract/leaders/new-ways-of-working.schema';
import type { ProjectScores, Score } from '@contract/leaders/scores.schema';
import { announceAction } from '@/components/action-toasts';
import { EmptyState } from '@/components/empty-state';
import { ReadState } from '@/components/read-state';
import {
  useActivationScores,
  useCreateBehaviour,
  useDeleteBehaviour,
  useEngagementScores,
} from '../hooks';
import { messageOf } from '../messages';
import { BehaviourDialog } from './edit-dialogs';

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
  scores: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  add: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-end',
    marginTop: tokens.spacingVerticalS,
  },
});

/** A score as a number with how it was computed, in words (never a bare percentage). */
export function ScoreLine({ label, score }: { label: string; score: Score }) {
  return (
    <div>
      <Body1>
        <strong>{label}:</strong> {score.score === null ? 'not yet' : `${score.score}%`}
      </Body1>
      <Caption1 block>{score.explanation}</Caption1>
    </div>
  );
}

function ScoreCard({ title, scores }: { title: string; scores: ProjectScores }) {
  const styles = useStyles();
  return (
    <section aria-label={title}>
      <ScoreLine label={title} score={scores.overall} />
      <ul className={styles.list}>
        {scores.by_group.map((g) => (
          <li key={g.impacted_group.id}>
            <ScoreLine label={g.impacted_group.name} score={g.score} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The project's leader activation and engagement scores, per group, with their workings. */
export function ScoresPanel({ projectId }: { projectId: number }) {
  const styles = useStyles();
  const activation = useActivationScores(projectId);
  const engagement = useEngagementScores(projectId);
  return (
    <div className={styles.scores}>
      <ReadState read={activation} what="the activation scores">
        {(s) => <ScoreCard title="Leader activation" scores={s} />}
      </ReadState>
      <ReadState read={engagement} what="the engagement scores">
        {(s) => <ScoreCard title="Leader engagement" scores={s} />}
      </ReadState>
    </div>
  );
}

/** A cycle's new ways of working with how consistently they are lived. */
export function BehavioursPanel({
  cycleId,
  behaviours,
  canEdit,
}: {
  cycleId: number;
  behaviours: readonly NewWayOfWorking[];
  canEdit: boolean;
}) {
  const styles = useStyles();
  const create = useCreateBehaviour();
  const remove = useDeleteBehaviour();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const [editing, setEditing] = useState<NewWayOfWorking>();
  const add = async () => {
    setError(undefined);
    try {
      await create({ activation_cycle: cycleId, title });
      setTitle('');
      announceAction({ title: 'New way of working added' });
    } catch (e) {
      setError(messageOf(e));
    }
  };
  return (
    <section aria-label="New ways of working">
      {behaviours.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          title="No new ways of working yet"
          message="Behaviours the cycle asks for; leaders rate how consistently they see them."
        />
      ) : (
        <ul className={styles.list}>
          {behaviours.map((b) => (
            <li key={b.id} className={styles.row}>
              <div className={styles.grow}>
                <Body1 block>{b.title}</Body1>
                {b.description ? <Caption1 block>{b.description}</Caption1> : null}
                <Caption1 block>
                  {b.average_consistency === null
                    ? 'Not rated yet'
                    : `Consistency ${b.average_consistency} of 5 from ${b.ratings} rating${b.ratings === 1 ? '' : 's'}${b.high_consistency ? ' · adopted' : ''}`}
                </Caption1>
              </div>
              {canEdit ? (
                <Button
                  size="small"
                  icon={<Edit20Regular />}
                  aria-label={`Edit “${b.title}”`}
                  onClick={() => setEditing(b)}
                />
              ) : null}
              {canEdit ? (
                <Button
                  size="small"
                  icon={<Delete20Regular />}
                  aria-label={`Delete “${b.title}”`}
                  onClick={() =>
                    void remove(b.id).then(
                      () => announceAction({ title: `Deleted “${b.title}”` }),
                      (e: unknown) => announceAction({ title: messageOf(e), intent: 'error' }),
                    )
                  }
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <form
          className={styles.add}
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <Field label="New way of working" validationMessage={error}>
            <Input value={title} onChange={(_, d) => setTitle(d.value)} />
          </Field>
          <Button type="submit" disabled={!title.trim()}>
            Add
          </Button>
        </form>
      ) : null}
      {editing ? (
        <BehaviourDialog behaviour={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </section>
  );
}
