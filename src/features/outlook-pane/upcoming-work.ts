import type { ProjectSummary } from '@contract/projects/projects.schema';
import type { Deliverable, Milestone } from '@contract/projects/work-plan.schema';
import type { WorkItemState } from '@contract/projects/work-plan';

/** One deliverable or milestone still to do, with the project it belongs to. */
export interface UpcomingItem {
  key: string;
  kind: 'Deliverable' | 'Milestone';
  name: string;
  state: Exclude<WorkItemState, 'Closed'>;
  /** YYYY-MM-DD, or null for a deliverable without one. */
  dueDate: string | null;
  project: { id: number; name: string };
  /** The signed-in user owns it. */
  yours: boolean;
}

export interface ProjectWork {
  project: Pick<ProjectSummary, 'id' | 'name'>;
  deliverables: readonly Deliverable[];
  milestones: readonly Milestone[];
}

function byUrgency(a: UpcomingItem, b: UpcomingItem): number {
  if (a.state !== b.state) return a.state === 'Overdue' ? -1 : 1;
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return a.name.localeCompare(b.name);
}

/**
 * Everything still open across the user's projects, most urgent first: overdue items, then the
 * soonest due, then those with no due date. Closed items are done and left out.
 */
export function upcomingWork(work: readonly ProjectWork[], userId: number): UpcomingItem[] {
  const items: UpcomingItem[] = [];
  for (const { project, deliverables, milestones } of work) {
    const add = (kind: UpcomingItem['kind'], item: Deliverable | Milestone) => {
      if (item.state === 'Closed') return;
      items.push({
        key: `${kind}-${item.id}`,
        kind,
        name: item.name,
        state: item.state,
        dueDate: item.due_date,
        project: { id: project.id, name: project.name },
        yours: item.owner?.id === userId,
      });
    };
    deliverables.forEach((item) => add('Deliverable', item));
    milestones.forEach((item) => add('Milestone', item));
  }
  return items.sort(byUrgency);
}
