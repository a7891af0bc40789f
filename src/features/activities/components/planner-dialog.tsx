import {
  Button,
  Caption1,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { planKindLabels } from '@contract/activities/activity-kinds';
import type { PlannerResult, ProposedActivity } from '@contract/activities/planner.schema';
import { announceAction } from '@/components/action-toasts';
import { DateInput } from '@/components/form/date-input';
import { whenDate } from '@/components/form/typed-date';
import { useCreateActivity, useRunPlanner } from '../hooks';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  edits: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  secondary: { display: 'block', color: tokens.colorNeutralForeground2 },
});

interface Draft extends ProposedActivity {
  keep: boolean;
}

/**
 * The engagement planner: proposes a plan from the project's changes, go-lives and impact,
 * each activity with its reason. The user keeps, edits (date, hours) or drops each one;
 * only the kept ones are saved.
 */
export function PlannerDialog({
  projectId,
  groupNames,
  onClose,
}: {
  projectId: number;
  groupNames: ReadonlyMap<number, string>;
  onClose: () => void;
}) {
  const styles = useStyles();
  const run = useRunPlanner();
  const create = useCreateActivity();
  const [start, setStart] = useState(new Date().toISOString().slice(0, 10));
  const [withCheckpoints, setWithCheckpoints] = useState(false);
  const [result, setResult] = useState<PlannerResult>();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function propose() {
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await run({
        project: projectId,
        start_date: start,
        for_change_project_management_plan: withCheckpoints,
      });
      setResult(answer);
      setDrafts(answer.proposals.map((p) => ({ ...p, keep: true })));
    } catch {
      setFailure('The planner could not propose a plan. Check the start date and try again.');
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    setBusy(true);
    setFailure(undefined);
    const kept = drafts.filter((d) => d.keep);
    let saved = 0;
    for (const d of kept) {
      try {
        await create(d.family, {
          project: projectId,
          name: d.name,
          type: d.type,
          date_mode: d.date_mode,
          start_date: d.start_date,
          end_date: d.end_date,
          repeat: d.repeat,
          repeat_until: d.repeat_until,
          audience: d.audience,
          impacted_groups: d.impacted_groups,
          changes: d.changes,
          hours_per_person: d.hours_per_person,
          plan_kind: d.plan_kind,
          planner_reason: d.reason,
        });
        saved += 1;
        setDrafts((all) => all.map((x) => (x.key === d.key ? { ...x, keep: false } : x)));
      } catch {
        setFailure(`“${d.name}” was not saved (check its date and hours); ${saved} saved so far.`);
        setBusy(false);
        return;
      }
    }
    setBusy(false);
    announceAction({ title: `Added ${saved} planned ${saved === 1 ? 'activity' : 'activities'}` });
    onClose();
  }

  const edit = (key: string, change: Partial<Draft>) =>
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...change } : d)));
  const keptCount = drafts.filter((d) => d.keep).length;

  return (
    <Dialog
      open
      modalType="modal"
      onOpenChange={(_e, data) => (!data.open && !busy ? onClose() : undefined)}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Engagement planner</DialogTitle>
          <DialogContent>
            {failure ? <MessageBar intent="error">{failure}</MessageBar> : null}
            {!result ? (
              <>
                <Field label="The plan starts on" required>
                  <DateInput value={start} onChange={(v) => setStart(whenDate(v, start))} />
                </Field>
                <Switch
                  label="Add readiness checkpoints for the project management plan"
                  checked={withCheckpoints}
                  onChange={(_e, d) => setWithCheckpoints(d.checked)}
                />
              </>
            ) : (
              <>
                <p>
                  {result.proposals.length} proposed. Keep, adjust or drop each; nothing is saved
                  until you add them.
                </p>
                {result.skipped_changes.map((s) => (
                  <MessageBar key={s.id} intent="warning">
                    Not planned: “{s.name}”. {s.reason}
                  </MessageBar>
                ))}
                <ul className={styles.list} aria-label="Proposed activities">
                  {drafts.map((d) => (
                    <li key={d.key} className={styles.item}>
                      <Checkbox
                        checked={d.keep}
                        onChange={(_e, data) => edit(d.key, { keep: Boolean(data.checked) })}
                        aria-label={`Keep “${d.name}”`}
                      />
                      <div>
                        <strong>{d.name}</strong>
                        <Caption1 className={styles.secondary}>
                          {planKindLabels[d.plan_kind]} · {d.type_name} ·{' '}
                          {d.impacted_groups.map((id) => groupNames.get(id) ?? `#${id}`).join(', ')}
                        </Caption1>
                        <Caption1 className={styles.secondary}>{d.reason}</Caption1>
                        <div className={styles.edits}>
                          <Field label="Date" size="small">
                            <DateInput
                              size="small"
                              value={d.start_date}
                              onChange={(v) =>
                                edit(d.key, { start_date: whenDate(v, d.start_date) })
                              }
                            />
                          </Field>
                          <Field label="Hours per person" size="small">
                            <Input
                              size="small"
                              inputMode="decimal"
                              value={String(d.hours_per_person)}
                              onChange={(_e, v) =>
                                edit(d.key, { hours_per_person: Number(v.value) || 0 })
                              }
                            />
                          </Field>
                        </div>
                      </div>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            {!result ? (
              <Button appearance="primary" onClick={() => void propose()} disabled={busy || !start}>
                {busy ? 'Planning…' : 'Propose a plan'}
              </Button>
            ) : (
              <Button
                appearance="primary"
                onClick={() => void save()}
                disabled={busy || keptCount === 0}
              >
                {busy
                  ? 'Adding…'
                  : `Add ${keptCount} ${keptCount === 1 ? 'activity' : 'activities'}`}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
