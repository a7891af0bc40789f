import {
  Button,
  Checkbox,
  Field,
  Input,
  Select,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownRegular,
  ArrowUpRegular,
  DeleteRegular,
  ReOrderDotsVerticalRegular,
} from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import type { SurveyQuestion } from '@contract/surveys/questions.schema';
import {
  isPicklistType,
  surveyQuestionTypeLabels,
  surveyQuestionTypes,
  type SurveyQuestionType,
} from '@contract/surveys/surveys';
import { announceAction } from '@/components/action-toasts';
import { FormFailure } from '@/components/form/form-failure';
import { ApiError } from '@/lib/api-client/api-error';
import { useReorderQuestions, useSaveQuestions } from '../hooks';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  dragging: { opacity: 0.5 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  grow: { flexGrow: 1, minWidth: '12rem' },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    marginBlockStart: tokens.spacingVerticalM,
  },
});

interface Draft {
  key: string;
  id?: number;
  text: string;
  question_type: SurveyQuestionType;
  required: boolean;
  options: string;
}

let nextKey = 0;
const toDraft = (q: SurveyQuestion): Draft => ({
  key: `q${q.id}`,
  id: q.id,
  text: q.text,
  question_type: q.question_type,
  required: q.required,
  options: q.options.join('\n'),
});

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The builder's question list: write each question, choose its type and whether it must be
 * answered, give pick lists their options, and reorder by dragging or with the Move buttons
 * (keyboard). A reorder of saved questions is saved at once; other edits with Save questions.
 */
export function QuestionEditor({
  surveyId,
  questions,
}: {
  surveyId: number;
  questions: SurveyQuestion[];
}) {
  const styles = useStyles();
  const saveQuestions = useSaveQuestions();
  const reorderQuestions = useReorderQuestions();
  const [drafts, setDrafts] = useState<Draft[]>(() => questions.map(toDraft));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  // A keyboard move re-renders the list (and may disable the pressed button at either end),
  // so focus is put back on the moved question's Move button after the render.
  const refocus = useRef<{ key: string; direction: 'up' | 'down' }>(undefined);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = undefined;
    const button = (direction: 'up' | 'down') =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${target.key}:${direction}"]:not([disabled])`,
      );
    (button(target.direction) ?? button(target.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [drafts]);

  const edit = (index: number, change: Partial<Draft>) => {
    setDrafts((list) => list.map((d, i) => (i === index ? { ...d, ...change } : d)));
    setDirty(true);
  };
  const reorder = (from: number, to: number) => {
    if (to < 0 || to >= drafts.length || from === to) return;
    const next = move(drafts, from, to);
    setDrafts(next);
    const moved = next[to];
    announceAction({ title: `Moved “${moved?.text || 'the question'}” to position ${to + 1}` });
    if (!dirty && next.every((d) => d.id !== undefined)) {
      void reorderQuestions(
        surveyId,
        next.map((d) => d.id as number),
      ).catch(() => setFailure('The new order was not saved. Try Save questions.'));
    } else {
      setDirty(true);
    }
  };
  const save = async () => {
    setSaving(true);
    setErrors({});
    setFailure(undefined);
    try {
      const saved = await saveQuestions(surveyId, {
        questions: drafts.map((d) => ({
          ...(d.id !== undefined ? { id: d.id } : {}),
          text: d.text,
          question_type: d.question_type,
          required: d.required,
          options: isPicklistType(d.question_type)
            ? d.options
                .split('\n')
                .map((o) => o.trim())
                .filter(Boolean)
            : [],
        })),
      });
      setDrafts(saved.map(toDraft));
      setDirty(false);
      announceAction({ title: 'Questions saved' });
    } catch (err) {
      const fields = err instanceof ApiError ? (err.fieldErrors ?? {}) : {};
      const found = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? '']));
      setErrors(found);
      setFailure(
        Object.keys(found).length ? 'Some questions need attention.' : (err as Error).message,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-label="Questions">
      <FormFailure message={failure} title="The questions were not saved." />
      <ol className={styles.list} ref={listRef}>
        {drafts.map((d, i) => {
          const error = (field: string) => errors[`questions.${i}.${field}`];
          return (
            <li
              key={d.key}
              className={`${styles.card} ${dragged === i ? styles.dragging : ''}`}
              draggable
              onDragStart={() => setDragged(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragged !== null) reorder(dragged, i);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
              aria-label={`Question ${i + 1}`}
            >
              <div className={styles.row}>
                <ReOrderDotsVerticalRegular aria-hidden="true" />
                <Field
                  className={styles.grow}
                  label={`Question ${i + 1}`}
                  validationMessage={error('text')}
                  required
                >
                  <Input value={d.text} onChange={(_, v) => edit(i, { text: v.value })} />
                </Field>
                <Field label="Type" validationMessage={error('question_type')}>
                  <Select
                    value={d.question_type}
                    onChange={(_, v) => edit(i, { question_type: v.value as SurveyQuestionType })}
                  >
                    {surveyQuestionTypes.map((t) => (
                      <option key={t} value={t}>
                        {surveyQuestionTypeLabels[t]}
                      </option>
                    ))}
                  </Select>
                </Field>
              </div>
              {isPicklistType(d.question_type) && (
                <Field label="Options, one per line" validationMessage={error('options')} required>
                  <Textarea value={d.options} onChange={(_, v) => edit(i, { options: v.value })} />
                </Field>
              )}
              <div className={styles.row}>
                <Checkbox
                  label="Must be answered"
                  checked={d.required}
                  onChange={(_, v) => edit(i, { required: v.checked === true })}
                />
                <Button
                  icon={<ArrowUpRegular />}
                  disabled={i === 0}
                  data-move={`${d.key}:up`}
                  onClick={() => {
                    reorder(i, i - 1);
                    refocus.current = { key: d.key, direction: 'up' };
                  }}
                >
                  Move up<span hidden> question {i + 1}</span>
                </Button>
                <Button
                  icon={<ArrowDownRegular />}
                  disabled={i === drafts.length - 1}
                  data-move={`${d.key}:down`}
                  onClick={() => {
                    reorder(i, i + 1);
                    refocus.current = { key: d.key, direction: 'down' };
                  }}
                >
                  Move down
                </Button>
                <Button
                  icon={<DeleteRegular />}
                  aria-label={`Remove question ${i + 1}`}
                  onClick={() => {
                    setDrafts((list) => list.filter((_, j) => j !== i));
                    setDirty(true);
                  }}
                >
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={styles.actions}>
        <Button
          icon={<AddRegular />}
          onClick={() => {
            nextKey += 1;
            setDrafts((list) => [
              ...list,
              {
                key: `new${nextKey}`,
                text: '',
                question_type: 'AGREEMENT_RATING',
                required: true,
                options: '',
              },
            ]);
            setDirty(true);
          }}
        >
          Add question
        </Button>
        <Button appearance="primary" disabled={saving || !dirty} onClick={() => void save()}>
          {saving ? 'Saving…' : 'Save questions'}
        </Button>
      </div>
    </section>
  );
}
