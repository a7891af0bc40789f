import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  Select,
  Field,
  Subtitle2,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular, Copy20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { cycleStatusLabels } from '@contract/leaders/activation-cycles';
import type { ActivationCycle } from '@contract/leaders/activation-cycles.schema';
import type { CyclePlan } from '@contract/leaders/cycle-plan.schema';
import { ConfirmDelete } from '@/components/confirm-delete';
import { useFormat } from '@/lib/format/use-format';
import { ReadState } from '@/components/read-state';
import { CopyCycleDialog } from '../components/copy-cycle-dialog';
import { CycleDialog } from '../components/cycle-dialog';
import { KeyMessageList } from '../components/key-message-list';
import { DeliveryPanel } from '../components/delivery-panel';
import { NudgesPanel } from '../components/nudges-panel';
import { BehavioursPanel, ScoresPanel } from '../components/plan-panels';
import { TaskBoard } from '../components/task-board';
import { useCyclePlan, useDeleteCycle, useProjectCycles } from '../hooks';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL },
  bar: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    alignItems: 'flex-end',
  },
  timeline: {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    overflowX: 'auto',
  },
  cycle: {
    minWidth: '200px',
    textAlign: 'start',
    padding: tokens.spacingVerticalS,
    display: 'grid',
    justifyItems: 'start',
  },
  chosen: { outline: `2px solid ${tokens.colorBrandStroke1}` },
});

type Part = 'tasks' | 'actions' | 'messages' | 'nudges' | 'behaviours' | 'delivery';

/** A project's Leaders tab: its cycles on a timeline (live first), each cycle's plan, the scores. */
export function LeadersTab({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const format = useFormat();
  const styles = useStyles();
  const cycles = useProjectCycles(projectId);
  const [chosenId, setChosenId] = useState<number>();
  const [dialog, setDialog] = useState<'new' | 'edit' | 'copy' | 'delete'>();
  const deleteCycle = useDeleteCycle();
  const list = cycles.data ?? [];
  const chosen = list.find((c) => c.id === chosenId) ?? list[0];

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        {canEdit ? (
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setDialog('new')}>
            New cycle
          </Button>
        ) : null}
        {canEdit && chosen ? (
          <>
            <Button icon={<Copy20Regular />} onClick={() => setDialog('copy')}>
              Start next cycle from this one
            </Button>
            <Button icon={<Edit20Regular />} onClick={() => setDialog('edit')}>
              Edit cycle
            </Button>
            <Button icon={<Delete20Regular />} onClick={() => setDialog('delete')}>
              Delete cycle
            </Button>
          </>
        ) : null}
      </div>
      <ScoresPanel projectId={projectId} />
      <ReadState
        read={cycles}
        what="the activation cycles"
        empty={{
          title: 'No activation cycles yet',
          message:
            'A cycle gives the leaders of impacted groups tasks, key messages and nudges for a period.',
        }}
      >
        {(all) => (
          <nav aria-label="Activation cycles">
            <ol className={styles.timeline}>
              {all.map((c) => (
                <li key={c.id}>
                  <Button
                    appearance={c.id === chosen?.id ? 'primary' : 'secondary'}
                    className={styles.cycle}
                    aria-current={c.id === chosen?.id ? 'true' : undefined}
                    onClick={() => setChosenId(c.id)}
                  >
                    <span>{c.name}</span>
                    <Caption1>
                      {cycleStatusLabels[c.status]} · {format.dateRange(c.start_date, c.end_date)}
                    </Caption1>
                  </Button>
                </li>
              ))}
            </ol>
          </nav>
        )}
      </ReadState>
      {chosen ? (
        <CyclePlanView projectId={projectId} cycle={chosen} canEdit={canEdit && chosen.can_edit} />
      ) : null}
      {dialog === 'new' ? (
        <CycleDialog
          projectId={projectId}
          onClose={() => setDialog(undefined)}
          onSaved={(c) => setChosenId(c.id)}
        />
      ) : null}
      {dialog === 'edit' && chosen ? (
        <CycleDialog projectId={projectId} cycle={chosen} onClose={() => setDialog(undefined)} />
      ) : null}
      {dialog === 'copy' && chosen ? (
        <CopyCycleDialog
          cycle={chosen}
          onClose={() => setDialog(undefined)}
          onCopied={(c) => setChosenId(c.id)}
        />
      ) : null}
      {chosen ? (
        <ConfirmDelete
          open={dialog === 'delete'}
          noun="cycle"
          name={chosen.name}
          consequence="Its tasks, actions, key messages, nudges and new ways of working go too."
          onDelete={() => deleteCycle(chosen.id)}
          onDeleted={() => setChosenId(undefined)}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
    </div>
  );
}

function CyclePlanView({
  projectId,
  cycle,
  canEdit,
}: {
  projectId: number;
  cycle: ActivationCycle;
  canEdit: boolean;
}) {
  const plan = useCyclePlan(cycle.id);
  const [part, setPart] = useState<Part>('tasks');
  const [groupId, setGroupId] = useState<number | null>(null);
  const group = cycle.impacted_groups.find((g) => g.id === groupId) ?? null;
  return (
    <section aria-label={`Plan of ${cycle.name}`}>
      <Subtitle2 as="h2">{cycle.name}</Subtitle2>
      {cycle.description ? <Body1 block>{cycle.description}</Body1> : null}
      <Field label="Plan of">
        <Select
          value={groupId ? String(groupId) : ''}
          onChange={(_, d) => setGroupId(d.value ? Number(d.value) : null)}
        >
          <option value="">Every group</option>
          {cycle.impacted_groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </Select>
      </Field>
      <TabList selectedValue={part} onTabSelect={(_, d) => setPart(d.value as Part)}>
        <Tab value="tasks">Tasks</Tab>
        <Tab value="actions">Actions</Tab>
        <Tab value="messages">Key messages</Tab>
        <Tab value="nudges">Nudges</Tab>
        <Tab value="behaviours">New ways of working</Tab>
        <Tab value="delivery">Delivery</Tab>
      </TabList>
      <ReadState read={plan} what="the cycle’s plan" isEmpty={() => false}>
        {(p: CyclePlan) =>
          part === 'tasks' || part === 'actions' ? (
            <TaskBoard
              projectId={projectId}
              cycle={cycle}
              kind={part === 'tasks' ? 'TASK' : 'ACTION'}
              items={part === 'tasks' ? p.tasks : p.actions}
              groupId={groupId}
              canEdit={canEdit}
            />
          ) : part === 'messages' ? (
            <KeyMessageList
              projectId={projectId}
              cycleId={cycle.id}
              plan={group}
              messages={p.key_messages}
              canEdit={canEdit}
            />
          ) : part === 'nudges' ? (
            <NudgesPanel plan={p} groupId={groupId} canEdit={canEdit} />
          ) : part === 'delivery' ? (
            <DeliveryPanel projectId={projectId} cycle={cycle} groupId={groupId} />
          ) : (
            <BehavioursPanel
              cycleId={cycle.id}
              behaviours={p.new_ways_of_working}
              canEdit={canEdit}
            />
          )
        }
      </ReadState>
    </section>
  );
}
