import {
  Body1,
  Button,
  Caption1,
  Skeleton,
  SkeletonItem,
  Text,
  ToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  AppsListRegular,
  CalendarMonthRegular,
  DeleteRegular,
  EditRegular,
  TaskListLtrRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Workstream } from '@contract/projects/work-plan.schema';
import { ActionMenu } from '@/components/action-menu';
import { announceAction } from '@/components/action-toasts';
import { ConfirmDelete } from '@/components/confirm-delete';
import { EmptyState } from '@/components/empty-state';
import { lazyPart } from '@/components/lazy-part';
import { LoadFailure } from '@/components/load-failure';
import { MoveItemDialog } from '../components/move-item-dialog';
import { PlanTimeline } from '../components/plan-timeline';
import { SectionCard } from '../components/section-card';
import { WorkItemTable, type WorkItemAction } from '../components/work-item-table';
import {
  useDeleteDeliverable,
  useDeleteMilestone,
  useDeleteWorkstream,
  useProjectDeliverables,
  useProjectMilestones,
  useUpdateDeliverable,
  useUpdateMilestone,
  useWorkstreams,
} from '../hooks';
import { useCurrentProject, useOrganisationToday } from '../project-context';
import {
  itemsOf,
  sortByDue,
  workItemKindLabels,
  type WorkItem,
  type WorkItemKind,
} from '../work-items';

const WorkstreamDialog = lazyPart(
  'workstream-form',
  () => import('../components/workstream-dialog').then((m) => m.WorkstreamDialog),
  null,
);
const WorkItemDialog = lazyPart(
  'work-item-form',
  () => import('../components/work-item-dialog').then((m) => m.WorkItemDialog),
  null,
);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  views: { display: 'flex', gap: tokens.spacingHorizontalXS },
  workstreamActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  meta: { color: tokens.colorNeutralForeground2, margin: 0 },
});

type Dialog =
  | { kind: 'workstream'; workstream?: Workstream }
  | { kind: 'item'; itemKind: WorkItemKind; workstream?: Workstream; existing?: WorkItem }
  | { kind: 'move'; target: WorkItem }
  | { kind: 'delete-workstream'; workstream: Workstream }
  | { kind: 'delete-item'; target: WorkItem };

/**
 * `/projects/:id/plan`: workstreams with their deliverables and milestones, as lists or as a
 * timeline by month (`?view=timeline`).
 */
export function PlanTab() {
  const styles = useStyles();
  const { project, canEdit } = useCurrentProject();
  const today = useOrganisationToday();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'timeline' ? 'timeline' : 'list';
  const workstreams = useWorkstreams(project.id);
  const deliverables = useProjectDeliverables(project.id);
  const milestones = useProjectMilestones(project.id);
  const updateMilestone = useUpdateMilestone();
  const updateDeliverable = useUpdateDeliverable();
  const deleteWorkstream = useDeleteWorkstream();
  const deleteMilestone = useDeleteMilestone();
  const deleteDeliverable = useDeleteDeliverable();
  const [dialog, setDialog] = useState<Dialog>();

  const error = workstreams.error ?? deliverables.error ?? milestones.error;
  if (error && !(workstreams.data && deliverables.data && milestones.data)) {
    return (
      <LoadFailure
        what="the plan"
        error={error}
        retry={() =>
          Promise.all([workstreams.mutate(), deliverables.mutate(), milestones.mutate()])
        }
      />
    );
  }
  if (!workstreams.data || !deliverables.data || !milestones.data) {
    return (
      <Skeleton aria-label="Loading the plan">
        <SkeletonItem size={32} />
        <SkeletonItem size={96} />
      </Skeleton>
    );
  }

  const loose = sortByDue([
    ...deliverables.data
      .filter((d) => d.workstream === null)
      .map((item) => ({ kind: 'deliverable' as const, item })),
    ...milestones.data
      .filter((m) => m.workstream === null)
      .map((item) => ({ kind: 'milestone' as const, item })),
  ]);
  const empty = workstreams.data.length === 0 && loose.length === 0;

  const onItem = (action: WorkItemAction, w: WorkItem) => {
    if (action === 'edit') setDialog({ kind: 'item', itemKind: w.kind, existing: w });
    if (action === 'move') setDialog({ kind: 'move', target: w });
    if (action === 'delete') setDialog({ kind: 'delete-item', target: w });
    if (action === 'toggle') {
      const state = w.item.state === 'Closed' ? 'Open' : 'Closed';
      const save =
        w.kind === 'milestone'
          ? updateMilestone(w.item.id, { state })
          : updateDeliverable(w.item.id, { state });
      void save
        .then(() =>
          announceAction({
            title: `${state === 'Closed' ? 'Closed' : 'Reopened'} “${w.item.name}”`,
          }),
        )
        .catch((failure: Error) =>
          announceAction({ title: 'Not saved', body: failure.message, intent: 'error' }),
        );
    }
  };

  const addWorkstream = canEdit ? (
    <Button
      appearance="primary"
      icon={<AddRegular />}
      onClick={() => setDialog({ kind: 'workstream' })}
    >
      Add workstream
    </Button>
  ) : undefined;

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <div className={styles.views} role="group" aria-label="Show the plan as">
          <ToggleButton
            checked={view === 'list'}
            icon={<AppsListRegular />}
            onClick={() => setParams({})}
          >
            Workstreams
          </ToggleButton>
          <ToggleButton
            checked={view === 'timeline'}
            icon={<CalendarMonthRegular />}
            onClick={() => setParams({ view: 'timeline' })}
          >
            Timeline
          </ToggleButton>
        </div>
        {!empty ? addWorkstream : null}
      </div>

      {empty ? (
        <EmptyState
          icon={<TaskListLtrRegular />}
          title="No plan yet"
          message={
            canEdit
              ? 'Split the work into workstreams, then give each its deliverables and milestones with due dates.'
              : 'The project’s workstreams, deliverables and milestones will show here.'
          }
          action={addWorkstream}
        />
      ) : view === 'timeline' ? (
        <PlanTimeline
          today={today}
          rows={[
            ...workstreams.data.map((w) => ({
              key: String(w.id),
              name: w.name,
              items: itemsOf(w),
            })),
            ...(loose.length ? [{ key: 'none', name: 'Not in a workstream', items: loose }] : []),
          ]}
        />
      ) : (
        <>
          {workstreams.data.map((workstream) => {
            const items = itemsOf(workstream);
            return (
              <SectionCard
                key={workstream.id}
                title={workstream.name}
                actions={
                  canEdit ? (
                    <div className={styles.workstreamActions}>
                      <Button
                        size="small"
                        icon={<AddRegular />}
                        aria-label={`Add a deliverable to ${workstream.name}`}
                        onClick={() =>
                          setDialog({ kind: 'item', itemKind: 'deliverable', workstream })
                        }
                      >
                        Deliverable
                      </Button>
                      <Button
                        size="small"
                        icon={<AddRegular />}
                        aria-label={`Add a milestone to ${workstream.name}`}
                        onClick={() =>
                          setDialog({ kind: 'item', itemKind: 'milestone', workstream })
                        }
                      >
                        Milestone
                      </Button>
                      <ActionMenu
                        name={`workstream ${workstream.name}`}
                        actions={[
                          {
                            label: 'Edit workstream',
                            icon: <EditRegular />,
                            onClick: () => setDialog({ kind: 'workstream', workstream }),
                          },
                          {
                            label: 'Delete workstream',
                            icon: <DeleteRegular />,
                            onClick: () => setDialog({ kind: 'delete-workstream', workstream }),
                          },
                        ]}
                      />
                    </div>
                  ) : undefined
                }
              >
                {workstream.description || workstream.owner ? (
                  <Body1 as="p" className={styles.meta}>
                    {workstream.owner ? `Led by ${workstream.owner.display_name}. ` : ''}
                    {workstream.description}
                  </Body1>
                ) : null}
                {items.length ? (
                  <WorkItemTable
                    items={items}
                    caption={`${workstream.name}: deliverables and milestones`}
                    canEdit={canEdit}
                    onAction={onItem}
                  />
                ) : (
                  <Text className={styles.meta}>No deliverables or milestones yet.</Text>
                )}
              </SectionCard>
            );
          })}
          {loose.length ? (
            <SectionCard title="Not in a workstream">
              <Caption1 className={styles.meta}>
                Move these into a workstream to give them a lead.
              </Caption1>
              <WorkItemTable
                items={loose}
                caption="Deliverables and milestones not in a workstream"
                canEdit={canEdit}
                onAction={onItem}
              />
            </SectionCard>
          ) : null}
        </>
      )}

      {dialog?.kind === 'workstream' ? (
        <WorkstreamDialog
          projectId={project.id}
          workstream={dialog.workstream}
          team={project.team}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
      {dialog?.kind === 'item' ? (
        <WorkItemDialog
          kind={dialog.itemKind}
          existing={dialog.existing}
          workstream={dialog.workstream}
          team={project.team}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
      {dialog?.kind === 'move' ? (
        <MoveItemDialog
          target={dialog.target}
          workstreams={workstreams.data}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
      {dialog?.kind === 'delete-workstream' ? (
        <ConfirmDelete
          open
          noun="workstream"
          name={dialog.workstream.name}
          consequence="Its deliverables and milestones are deleted with it. Move any you want to keep to another workstream first."
          onDelete={() => deleteWorkstream(dialog.workstream.id)}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
      {dialog?.kind === 'delete-item' ? (
        <ConfirmDelete
          open
          noun={workItemKindLabels[dialog.target.kind].toLowerCase()}
          name={dialog.target.item.name}
          onDelete={() =>
            dialog.target.kind === 'milestone'
              ? deleteMilestone(dialog.target.item.id)
              : deleteDeliverable(dialog.target.item.id)
          }
          onClose={() => setDialog(undefined)}
        />
      ) : null}
    </div>
  );
}
