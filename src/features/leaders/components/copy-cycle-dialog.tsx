import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { ActivationCycle } from '@contract/leaders/activation-cycles.schema';
import { announceAction } from '@/components/action-toasts';
import { useFormat } from '@/lib/format/use-format';
import { ReadState } from '@/components/read-state';
import { DateInput } from '@/components/form/date-input';
import { messageOf } from '../messages';
import { useCopyCycle, useCopyPreview } from '../hooks';

const useStyles = makeStyles({
  list: { marginBlock: tokens.spacingVerticalXS, paddingInlineStart: tokens.spacingHorizontalL },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

function dayAfter(date: string): string {
  return new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);
}

/** Starts a new cycle from this one: a preview of what is copied, dates shifted, then the copy. */
export function CopyCycleDialog({
  cycle,
  onClose,
  onCopied,
}: {
  cycle: ActivationCycle;
  onClose: () => void;
  onCopied: (copy: ActivationCycle) => void;
}) {
  const format = useFormat();
  const styles = useStyles();
  const [name, setName] = useState(`${cycle.name} (next)`);
  const [start, setStart] = useState(dayAfter(cycle.end_date));
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const validStart = /^\d{4}-\d{2}-\d{2}$/.test(start);
  const preview = useCopyPreview(cycle.id, validStart ? start : null);
  const copyCycle = useCopyCycle();
  const copy = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const made = await copyCycle(cycle.id, { name, start_date: start });
      announceAction({ title: `Started “${made.name}” from “${cycle.name}”` });
      onCopied(made);
      onClose();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Start the next cycle from “{cycle.name}”</DialogTitle>
          <DialogContent>
            <div className={styles.fields}>
              {failure ? <Body1 role="alert">{failure}</Body1> : null}
              <Field label="Name of the new cycle" required>
                <Input value={name} onChange={(_, d) => setName(d.value)} />
              </Field>
              <Field
                label="Starts"
                required
                validationMessage={validStart ? undefined : 'Enter a date such as 13 Dec 2026.'}
              >
                <DateInput value={start} onChange={setStart} />
              </Field>
              <ReadState read={preview} what="the preview" isEmpty={() => false}>
                {(p) => (
                  <section aria-label="What will be copied">
                    <Body1>
                      Runs {format.dateRange(p.start_date, p.end_date)}; every date moves{' '}
                      {p.shift_days} days.
                    </Body1>
                    <ul className={styles.list}>
                      <li>
                        {p.tasks.length} tasks
                        {p.tasks.length
                          ? `: ${p.tasks.map((t) => `${t.title}${t.due_date ? ` (due ${format.date(t.due_date)})` : ''}`).join('; ')}`
                          : ''}
                      </li>
                      <li>{p.actions.length} actions</li>
                      <li>{p.key_messages.length} key messages</li>
                      <li>{p.new_ways_of_working.length} new ways of working</li>
                      <li>Groups: {p.impacted_groups.map((g) => g.name).join(', ')}</li>
                    </ul>
                  </section>
                )}
              </ReadState>
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              appearance="primary"
              disabled={busy || !validStart || !name.trim()}
              onClick={() => void copy()}
            >
              Copy cycle
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
