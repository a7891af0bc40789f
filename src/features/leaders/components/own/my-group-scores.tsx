import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { GroupRef } from '@contract/leaders/shared.schema';
import { ReadState } from '@/components/read-state';
import { useGroupActivationScore, useGroupEngagementScore } from '../../hooks';
import { ScoreLine } from '../plan-panels';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

function GroupScores({ group }: { group: GroupRef }) {
  const styles = useStyles();
  const activation = useGroupActivationScore(group.id);
  const engagement = useGroupEngagementScore(group.id);
  return (
    <section className={styles.card} aria-label={`Scores of ${group.name}`}>
      <Subtitle2 as="h3">{group.name}</Subtitle2>
      <ReadState read={activation} what="the activation score" rows={1}>
        {(s) => <ScoreLine label="Leader activation" score={s.score} />}
      </ReadState>
      <ReadState read={engagement} what="the engagement score" rows={1}>
        {(s) => <ScoreLine label="Leader engagement" score={s.score} />}
      </ReadState>
    </section>
  );
}

/** The activation and engagement scores of the groups the leader leads, with their workings. */
export function MyGroupScores({ groups }: { groups: readonly GroupRef[] }) {
  const styles = useStyles();
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="my-group-scores">
      <Subtitle2 as="h2" id="my-group-scores">
        Your groups’ scores
      </Subtitle2>
      <div className={styles.grid}>
        {groups.map((g) => (
          <GroupScores key={g.id} group={g} />
        ))}
      </div>
    </section>
  );
}
