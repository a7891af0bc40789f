import { Body1, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import type { KeyMessage } from '@contract/leaders/key-messages.schema';
import { ReadState } from '@/components/read-state';
import { useMarkOpened, useMyKeyMessages } from '../../hooks';

const useStyles = makeStyles({
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
});

/** The messages grouped by cycle, each cycle's in the order leaders pass them on. */
function byCycle(messages: readonly KeyMessage[]): [string, KeyMessage[]][] {
  const cycles = new Map<number, [string, KeyMessage[]]>();
  for (const m of messages) {
    const entry = cycles.get(m.activation_cycle) ?? [m.cycle_name, []];
    entry[1].push(m);
    cycles.set(m.activation_cycle, entry);
  }
  return [...cycles.values()];
}

/**
 * The key messages a leader passes on now, by cycle and in order. Showing them records that
 * the leader opened them (once per message), which the engagement score counts.
 */
export function MyKeyMessages() {
  const styles = useStyles();
  const read = useMyKeyMessages('mine');
  const markOpened = useMarkOpened();
  const marked = useRef(new Set<number>());
  useEffect(() => {
    const fresh = (read.data ?? []).filter((m) => !marked.current.has(m.id));
    if (fresh.length === 0) return;
    for (const m of fresh) marked.current.add(m.id);
    const cycles = new Map<number, number[]>();
    for (const m of fresh)
      cycles.set(m.activation_cycle, [...(cycles.get(m.activation_cycle) ?? []), m.id]);
    // Opening is a side record: a failure must not disturb reading.
    for (const [cycleId, ids] of cycles)
      void markOpened(cycleId, 'KEY_MESSAGE', ids).catch(() => undefined);
  }, [read.data, markOpened]);
  return (
    <section aria-labelledby="my-key-messages">
      <Subtitle2 as="h2" id="my-key-messages">
        Key messages to pass on
      </Subtitle2>
      <ReadState
        read={read}
        what="your key messages"
        empty={{
          title: 'No key messages now',
          message:
            'When a live cycle gives your group messages to pass on, they show here in order.',
        }}
      >
        {(messages) =>
          byCycle(messages).map(([cycle, list]) => (
            <section key={cycle} aria-label={`Key messages of ${cycle}`}>
              <Caption1 block>{cycle}</Caption1>
              <ol className={styles.list}>
                {list.map((m) => (
                  <li key={m.id}>
                    <Body1 block>
                      <strong>{m.title}</strong>
                      {m.impacted_group ? ` · ${m.impacted_group.name}` : ''}
                    </Body1>
                    {m.body ? <Body1 block>{m.body}</Body1> : null}
                  </li>
                ))}
              </ol>
            </section>
          ))
        }
      </ReadState>
    </section>
  );
}
