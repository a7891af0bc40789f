import {
  Button,
  Select,
  Tab,
  TabList,
  makeStyles,
  tokens,
  Field,
} from '@fluentui/react-components';
import { AddRegular, CalendarLtrRegular, SparkleRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ActivityFamily } from '@contract/activities/activity-kinds';
import type { CalendarEvent } from '@contract/activities/calendar.schema';
import { ConfirmDelete } from '@/components/confirm-delete';
import { lazyPart } from '@/components/lazy-part';
import { ReadState } from '@/components/read-state';
import { useProjectGroups } from '@/features/groups/hooks';
import { useProject } from '@/features/projects/hooks';
import { ActivityList } from '../components/activity-list';
import { MonthCalendar } from '../components/month-calendar';
import { matchesFilters, type PlannedActivity } from '../components/planned-activity';
import { ProjectTimeline } from '../components/project-timeline';
import { TimeCommitmentSummary } from '../components/time-commitment-summary';
import { useDeleteActivity, useEngagementActivities, useTrainingActivities } from '../hooks';

const ActivityDialog = lazyPart(
  'activity-form',
  () => import('../components/activity-dialog').then((m) => m.ActivityDialog),
  null,
);
const PlannerDialog = lazyPart(
  'engagement-planner',
  () => import('../components/planner-dialog').then((m) => m.PlannerDialog),
  null,
);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  spacer: { flexGrow: 1 },
});

type View = 'list' | 'timeline' | 'calendar';
const views: { id: View; label: string }[] = [
  { id: 'list', label: 'List' },
  { id: 'timeline', label: 'Timeline' },
  { id: 'calendar', label: 'Calendar' },
];

/**
 * `/projects/:projectId/activities`: the project's engagement and training activities as a
 * list, a timeline or a month calendar (both with the go-lives, milestones, comms and surveys,
 * read-only), filtered by group and kind; the view, month and filters live in the address.
 */
export function ActivitiesTab({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const view = (views.find((v) => v.id === params.get('view'))?.id ?? 'list') as View;
  const filters = {
    group: params.get('group') ?? '',
    family: (params.get('kind') ?? '') as '' | ActivityFamily,
  };
  const today = new Date();
  const [y, m] = (params.get('month') ?? '').split('-').map(Number);
  const year = y && y > 1900 ? y : today.getFullYear();
  const month = m && m >= 1 && m <= 12 ? m : today.getMonth() + 1;
  const setParam = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const engagement = useEngagementActivities(projectId);
  const training = useTrainingActivities(projectId);
  const groups = useProjectGroups(projectId);
  const project = useProject(projectId);
  const remove = useDeleteActivity();
  const [editing, setEditing] = useState<{
    family: ActivityFamily;
    row?: PlannedActivity;
    date?: string;
  }>();
  const [deleting, setDeleting] = useState<PlannedActivity>();
  const [planning, setPlanning] = useState(false);

  const impactedGroups = useMemo(
    () => (groups.data ?? []).filter((g) => g.group_type === 'Impacted' && !g.archived),
    [groups.data],
  );
  const groupNames = useMemo(
    () => new Map(impactedGroups.map((g) => [g.id, g.name])),
    [impactedGroups],
  );
  const both = {
    data:
      engagement.data && training.data
        ? [
            ...engagement.data.map((activity) => ({ family: 'ENGAGEMENT' as const, activity })),
            ...training.data.map((activity) => ({ family: 'TRAINING' as const, activity })),
          ]
        : undefined,
    error: engagement.error ?? training.error,
    mutate: () => Promise.all([engagement.mutate(), training.mutate()]),
  };

  const openEvent = (event: CalendarEvent) => {
    if (!event.activity || !canEdit) return;
    const row = both.data?.find(
      (r) => r.family === event.activity?.family && r.activity.id === event.activity.id,
    );
    if (row) setEditing({ family: row.family, row });
  };
  const calendarFilter = (event: CalendarEvent) =>
    (!filters.group || event.impacted_groups.includes(Number(filters.group))) &&
    (!filters.family ||
      (filters.family === 'ENGAGEMENT'
        ? event.type === 'Engagement Activity'
        : event.type === 'Training Event' || event.type === 'Training Program'));

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <TabList
          selectedValue={view}
          onTabSelect={(_e, d) => setParam({ view: String(d.value) })}
          aria-label="View"
        >
          {views.map((v) => (
            <Tab key={v.id} value={v.id}>
              {v.label}
            </Tab>
          ))}
        </TabList>
        <Field label="Group" size="small">
          <Select
            size="small"
            value={filters.group}
            onChange={(_e, d) => setParam({ group: d.value })}
          >
            <option value="">All groups</option>
            {impactedGroups.map((g) => (
              <option key={g.id} value={String(g.id)}>
                {g.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Kind" size="small">
          <Select
            size="small"
            value={filters.family}
            onChange={(_e, d) => setParam({ kind: d.value })}
          >
            <option value="">Engagement and training</option>
            <option value="ENGAGEMENT">Engagement</option>
            <option value="TRAINING">Training</option>
          </Select>
        </Field>
        <span className={styles.spacer} />
        {canEdit ? (
          <>
            <Button icon={<SparkleRegular />} onClick={() => setPlanning(true)}>
              Engagement planner
            </Button>
            <Button icon={<AddRegular />} onClick={() => setEditing({ family: 'TRAINING' })}>
              Add training
            </Button>
            <Button
              appearance="primary"
              icon={<AddRegular />}
              onClick={() => setEditing({ family: 'ENGAGEMENT' })}
            >
              Add engagement
            </Button>
          </>
        ) : null}
      </div>
      {view === 'calendar' ? (
        <MonthCalendar
          projectId={projectId}
          year={year}
          month={month}
          onMonthChange={(yy, mm) => setParam({ month: `${yy}-${String(mm).padStart(2, '0')}` })}
          filter={calendarFilter}
          onOpen={openEvent}
        />
      ) : (
        <ReadState
          read={both}
          what="the activities"
          empty={{
            icon: <CalendarLtrRegular />,
            title: 'No activities yet',
            message: canEdit
              ? 'Let the engagement planner propose a plan from the changes and their go-lives, or add activities one by one.'
              : 'The engagement and training planned for this project will show here.',
          }}
        >
          {(rows) => {
            const shown = rows.filter((row) => matchesFilters(row, filters));
            return view === 'timeline' ? (
              <ProjectTimeline projectId={projectId} rows={shown} filters={filters} />
            ) : (
              <ActivityList
                rows={shown}
                canEdit={canEdit}
                onEdit={(row) => setEditing({ family: row.family, row })}
                onDelete={setDeleting}
              />
            );
          }}
        </ReadState>
      )}
      <TimeCommitmentSummary projectId={projectId} />
      {editing ? (
        <ActivityDialog
          family={editing.family}
          projectId={projectId}
          activity={editing.row?.activity}
          groups={impactedGroups}
          team={project.data?.team ?? []}
          date={editing.date}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {planning ? (
        <PlannerDialog
          projectId={projectId}
          groupNames={groupNames}
          onClose={() => setPlanning(false)}
        />
      ) : null}
      <ConfirmDelete
        open={Boolean(deleting)}
        noun="activity"
        name={deleting?.activity.name ?? ''}
        consequence="It leaves the calendar and the time burden of its groups."
        onDelete={() =>
          deleting ? remove(deleting.family, deleting.activity.id) : Promise.resolve()
        }
        onClose={() => setDeleting(undefined)}
      />
    </div>
  );
}
