import {
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDown20Regular,
  ArrowUp20Regular,
  Delete20Regular,
  Edit20Regular,
  ReOrderDotsVertical20Regular,
} from '@fluentui/react-icons';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import type { CycleGroup } from '@contract/leaders/activation-cycles.schema';
import type { KeyMessage } from '@contract/leaders/key-messages.schema';
import { announceAction } from '@/components/action-toasts';
import { EmptyState } from '@/components/empty-state';
import { VisuallyHidden } from '@/components/visually-hidden';
import { useCreateKeyMessage, useDeleteKeyMessage, useReorderKeyMessages } from '../hooks';
import { messageOf } from '../messages';
import { KeyMessageDialog } from './edit-dialogs';

const useStyles = makeStyles({
  list: { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-start',
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  dropTarget: { outline: `2px dashed ${tokens.colorBrandStroke1}` },
  grip: { cursor: 'grab', color: tokens.colorNeutralForeground3, alignSelf: 'center' },
  text: { flexGrow: 1 },
  form: { display: 'grid', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalM },
});

/**
 * A group's key messages in the order leaders pass them on. Dragging a message, its move
 * up/down buttons, or Alt+Arrow keys on a focused message reorder them; the other groups'
 * messages keep their places.
 */
export function KeyMessageList({
  projectId,
  cycleId,
  plan,
  messages,
  canEdit,
}: {
  projectId: number;
  cycleId: number;
  /** The group whose plan is shown; without one the list cannot be reordered. */
  plan: CycleGroup | null;
  messages: readonly KeyMessage[];
  canEdit: boolean;
}) {
  const styles = useStyles();
  const reorder = useReorderKeyMessages();
  const create = useCreateKeyMessage();
  const remove = useDeleteKeyMessage();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<KeyMessage>();
  const [dragged, setDragged] = useState<number>();
  const [over, setOver] = useState<number>();
  const shown = plan
    ? messages.filter((m) => m.impacted_group === null || m.impacted_group.id === plan.id)
    : messages;

  const move = (index: number, by: -1 | 1) => moveTo(index, index + by);
  const moveTo = async (index: number, target: number) => {
    if (!plan) return;
    if (target < 0 || target >= shown.length || target === index) return;
    const ids = shown.map((m) => m.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(target, 0, moved);
    try {
      await reorder(projectId, plan.plan_id, ids);
      setStatus(`Moved “${shown[index]?.title ?? ''}” to position ${target + 1} of ${ids.length}.`);
      window.setTimeout(() => document.getElementById(`key-message-${moved}`)?.focus(), 0);
    } catch (e) {
      setStatus(`Not moved: ${messageOf(e)}`);
    }
  };

  const onKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      void move(index, -1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      void move(index, 1);
    }
  };

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const from = dragged;
    setDragged(undefined);
    setOver(undefined);
    if (from !== undefined) void moveTo(from, index);
  };

  const add = async () => {
    setError(undefined);
    try {
      await create(cycleId, { title, body, impacted_group: plan?.id ?? null });
      setTitle('');
      setBody('');
      announceAction({ title: 'Key message added' });
    } catch (e) {
      setError(messageOf(e));
    }
  };

  const canReorder = canEdit && plan !== null;
  return (
    <section aria-label="Key messages">
      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {status}
        </span>
      </VisuallyHidden>
      {shown.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          title="No key messages yet"
          message="Leaders pass these on to their teams, in order."
        />
      ) : (
        <ol
          className={styles.list}
          aria-label={canReorder ? 'Key messages, Alt+Arrow keys reorder' : 'Key messages'}
        >
          {shown.map((m, index) => (
            <li
              key={m.id}
              id={`key-message-${m.id}`}
              className={mergeClasses(styles.item, over === index && styles.dropTarget)}
              tabIndex={canReorder ? 0 : -1}
              onKeyDown={(e) => onKey(e, index)}
              aria-label={`${index + 1}. ${m.title}`}
              draggable={canReorder}
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(m.id));
                setDragged(index);
              }}
              onDragOver={(e) => {
                if (dragged === undefined) return;
                e.preventDefault();
                setOver(index);
              }}
              onDragLeave={() => setOver((o) => (o === index ? undefined : o))}
              onDragEnd={() => {
                setDragged(undefined);
                setOver(undefined);
              }}
              onDrop={(e) => drop(e, index)}
            >
              {canReorder ? (
                <ReOrderDotsVertical20Regular className={styles.grip} aria-hidden />
              ) : null}
              <div className={styles.text}>
                <strong>
                  {index + 1}. {m.title}
                </strong>
                {m.impacted_group ? null : <Body1> (every group)</Body1>}
                {m.body ? <Body1 block>{m.body}</Body1> : null}
              </div>
              {canReorder ? (
                <>
                  <Button
                    size="small"
                    icon={<ArrowUp20Regular />}
                    aria-label={`Move “${m.title}” up`}
                    disabled={index === 0}
                    onClick={() => void move(index, -1)}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDown20Regular />}
                    aria-label={`Move “${m.title}” down`}
                    disabled={index === shown.length - 1}
                    onClick={() => void move(index, 1)}
                  />
                </>
              ) : null}
              {canEdit ? (
                <Button
                  size="small"
                  icon={<Edit20Regular />}
                  aria-label={`Edit “${m.title}”`}
                  onClick={() => setEditing(m)}
                />
              ) : null}
              {canEdit ? (
                <Button
                  size="small"
                  icon={<Delete20Regular />}
                  aria-label={`Delete “${m.title}”`}
                  onClick={() =>
                    void remove(m.id).then(
                      () => announceAction({ title: `Deleted “${m.title}”` }),
                      (e: unknown) => announceAction({ title: messageOf(e), intent: 'error' }),
                    )
                  }
                />
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {canEdit ? (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <Field label="New key message" required validationMessage={error}>
            <Input value={title} onChange={(_, d) => setTitle(d.value)} />
          </Field>
          <Field label="What leaders say">
            <Textarea value={body} onChange={(_, d) => setBody(d.value)} />
          </Field>
          <div>
            <Button type="submit" disabled={!title.trim()}>
              Add key message {plan ? `for ${plan.name}` : 'for every group'}
            </Button>
          </div>
        </form>
      ) : null}
      {editing ? (
        <KeyMessageDialog message={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </section>
  );
}
