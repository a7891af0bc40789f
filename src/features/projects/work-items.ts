import type { Deliverable, Milestone, Workstream } from '@contract/projects/work-plan.schema';

export type WorkItemKind = 'deliverable' | 'milestone';

/** A deliverable or a milestone, as the plan lists them together. */
export type WorkItem =
  { kind: 'deliverable'; item: Deliverable } | { kind: 'milestone'; item: Milestone };

export const workItemKindLabels: Record<WorkItemKind, string> = {
  deliverable: 'Deliverable',
  milestone: 'Milestone',
};

/** A workstream's items, soonest due first (items without a date last). */
export function itemsOf(workstream: Pick<Workstream, 'deliverables' | 'milestones'>): WorkItem[] {
  return sortByDue([
    ...workstream.deliverables.map((item) => ({ kind: 'deliverable' as const, item })),
    ...workstream.milestones.map((item) => ({ kind: 'milestone' as const, item })),
  ]);
}

/** Soonest due first, undated last, then by name. */
export function compareByDue(a: WorkItem, b: WorkItem): number {
  const da = a.item.due_date;
  const db = b.item.due_date;
  if (da === db) return a.item.name.localeCompare(b.item.name);
  if (da === null) return 1;
  if (db === null) return -1;
  return da < db ? -1 : 1;
}

export function sortByDue(items: WorkItem[]): WorkItem[] {
  return [...items].sort(compareByDue);
}

/** A stable key for a work item across both kinds. */
export const workItemKey = (w: WorkItem) => `${w.kind}-${w.item.id}`;
