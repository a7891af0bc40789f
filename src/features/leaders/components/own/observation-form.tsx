import {
  Body1,
  Button,
  Caption1,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { ObservationalSurvey } from '@contract/leaders/new-ways-of-working.schema';
import { announceAction } from '@/components/action-toasts';
import { ReadState } from '@/components/read-state';
import { useObservationalSurvey, useSubmitObservations } from '../../hooks';
import { messageOf } from '../../messages';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

const scale = [
  ['1', '1 never'],
  ['2', '2 rarely'],
  ['3', '3 sometimes'],
  ['4', '4 often'],
  ['5', '5 always'],
] as const;

type Entry = ObservationalSurvey[number];

/** One group's behaviours in one cycle, each rated 1 (never seen) to 5 (always). */
function GroupObservations({ entry }: { entry: Entry }) {
  const styles = useStyles();
  const submit = useSubmitObservations();
  const [ratings, setRatings] = useState<Record<number, number>>(() =>
    Object.fromEntries(
      entry.behaviours.filter((b) => b.my_rating !== null).map((b) => [b.id, b.my_rating ?? 0]),
    ),
  );
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const rated = Object.entries(ratings).map(([id, consistency]) => ({
    new_way_of_working: Number(id),
    consistency,
  }));
  const save = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await submit({ impacted_group: entry.impacted_group.id, ratings: rated });
      announceAction({ title: `Saved your ratings for ${entry.impacted_group.name}` });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const name = `${entry.activation_cycle.name} · ${entry.impacted_group.name}`;
  return (
    <form
      className={styles.form}
      aria-label={`Observations: ${name}`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Subtitle2 as="h3">{name}</Subtitle2>
      {entry.behaviours.map((b) => (
        <Field key={b.id} label={b.title} hint={b.description || undefined}>
          <RadioGroup
            layout="horizontal"
            value={ratings[b.id] ? String(ratings[b.id]) : ''}
            onChange={(_, d) => setRatings((r) => ({ ...r, [b.id]: Number(d.value) }))}
          >
            {scale.map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </RadioGroup>
        </Field>
      ))}
      {error ? (
        <Body1 role="alert" block>
          {error}
        </Body1>
      ) : null}
      <div>
        <Button type="submit" appearance="primary" disabled={busy || rated.length === 0}>
          Save ratings
        </Button>
      </div>
    </form>
  );
}

/**
 * The observational survey: for each live cycle of a group the leader leads, how consistently
 * they see its new ways of working lived. Ratings replace the leader's earlier ones.
 */
export function ObservationSurvey() {
  const survey = useObservationalSurvey('mine');
  return (
    <section aria-labelledby="my-observations">
      <Subtitle2 as="h2" id="my-observations">
        New ways of working you observe
      </Subtitle2>
      <Caption1 block>How consistently do you see each behaviour in your group?</Caption1>
      <ReadState
        read={survey}
        what="the behaviours to observe"
        empty={{
          title: 'Nothing to observe now',
          message: 'When a live cycle of your group asks for new ways of working, rate them here.',
        }}
      >
        {(entries) =>
          entries.map((entry) => (
            <GroupObservations
              key={`${entry.activation_cycle.id}-${entry.impacted_group.id}`}
              entry={entry}
            />
          ))
        }
      </ReadState>
    </section>
  );
}
