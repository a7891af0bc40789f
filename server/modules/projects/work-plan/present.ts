import { deriveWorkItemState } from '../../../../contract/projects/work-plan';
import {
  type Deliverable,
  type Milestone,
  type Workstream,
} from '../../../../contract/projects/work-plan.schema';
import type { WorkstreamPlan } from './service';
import type { DeliverableWithOwner, MilestoneWithOwner } from './items';
import { isoTimestamp } from '../../../db/sql-helpers';

/** `today` is the organisation's date: it decides which open items show as Overdue. */
export function presentDeliverable(row: DeliverableWithOwner, today: string): Deliverable {
  const d = row.item;
  return {
    id: d.id,
    project: d.projectId,
    workstream: d.workstreamId,
    name: d.name,
    description: d.description,
    due_date: d.dueDate,
    state: deriveWorkItemState(d.state, d.dueDate, today),
    owner: row.owner,
    readiness_assessment_id: d.readinessAssessmentId,
    closed_at: isoTimestamp(d.closedAt),
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  };
}

export function presentMilestone(row: MilestoneWithOwner, today: string): Milestone {
  const m = row.item;
  return {
    id: m.id,
    project: m.projectId,
    workstream: m.workstreamId,
    name: m.name,
    description: m.description,
    due_date: m.dueDate,
    state: deriveWorkItemState(m.state, m.dueDate, today),
    owner: row.owner,
    readiness_id: m.readinessId,
    closed_at: isoTimestamp(m.closedAt),
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

export function presentWorkstream(plan: WorkstreamPlan): Workstream {
  const { row, today } = plan;
  const w = row.workstream;
  return {
    id: w.id,
    project: w.projectId,
    name: w.name,
    description: w.description,
    owner: row.owner,
    position: w.position,
    deliverables: plan.deliverables.map((d) => presentDeliverable(d, today)),
    milestones: plan.milestones.map((m) => presentMilestone(m, today)),
    created_at: w.createdAt.toISOString(),
    updated_at: w.updatedAt.toISOString(),
  };
}
