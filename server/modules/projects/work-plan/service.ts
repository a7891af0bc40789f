import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createWorkstreamInputSchema,
  updateWorkstreamInputSchema,
} from '../../../../contract/projects/work-plan.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { workstreams } from '../../../db/schema/work-plan';
import { badRequest, notFound } from '../../../http-errors';
import { requireOwner } from '../../people/lookups';
import { findEditableProject, findVisibleProject } from '../policy';
import { organisationToday, personRefSql } from '../../../db/sql-helpers';
import {
  insertDeliverable,
  insertMilestone,
  itemsOfProject,
  type DeliverableWithOwner,
  type MilestoneWithOwner,
} from './items';

type CreateWorkstreamData = z.output<typeof createWorkstreamInputSchema>;
type UpdateWorkstreamData = z.output<typeof updateWorkstreamInputSchema>;

const workstreamColumns = { workstream: workstreams, owner: personRefSql(workstreams.ownerId) };

function selectWorkstreams(tx: TenantTx) {
  return tx.select(workstreamColumns).from(workstreams);
}
export type WorkstreamWithOwner = Awaited<ReturnType<typeof selectWorkstreams>>[number];

/** A workstream with its items, and the organisation's date that decides which are Overdue. */
export interface WorkstreamPlan {
  row: WorkstreamWithOwner;
  deliverables: DeliverableWithOwner[];
  milestones: MilestoneWithOwner[];
  today: string;
}

/**
 * A project's workstreams with their deliverables and milestones, in four statements however
 * many there are. `openOnly` (the Teams tab) leaves closed items out.
 */
async function planOf(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  options: { openOnly?: boolean; workstreamId?: number } = {},
): Promise<WorkstreamPlan[]> {
  const today = await organisationToday(tx);
  const rows = await selectWorkstreams(tx)
    .where(
      options.workstreamId
        ? eq(workstreams.id, options.workstreamId)
        : eq(workstreams.projectId, projectId),
    )
    .orderBy(asc(workstreams.position), asc(workstreams.id));
  const { deliverableRows, milestoneRows } = await itemsOfProject(
    tx,
    user,
    projectId,
    options.openOnly ?? false,
  );
  return rows.map((row) => ({
    row,
    deliverables: deliverableRows.filter((d) => d.item.workstreamId === row.workstream.id),
    milestones: milestoneRows.filter((m) => m.item.workstreamId === row.workstream.id),
    today,
  }));
}

async function oneWorkstream(tx: TenantTx, user: CurrentUser, projectId: number, id: number) {
  const [workstream] = await planOf(tx, user, projectId, { workstreamId: id });
  if (!workstream) throw notFound();
  return workstream;
}

async function findWorkstream(tx: TenantTx, id: number) {
  const [row] = await tx.select().from(workstreams).where(eq(workstreams.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** `GET workstreams/?project=&teamsApp=` */
export async function listWorkstreams(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  teamsApp: boolean,
): Promise<WorkstreamPlan[]> {
  await findVisibleProject(tx, user, projectId);
  return planOf(tx, user, projectId, { openOnly: teamsApp });
}

/** `POST workstreams/`: added at the end of the plan. */
export async function createWorkstream(
  tx: TenantTx,
  user: CurrentUser,
  input: CreateWorkstreamData,
): Promise<WorkstreamPlan> {
  const project = await findEditableProject(tx, user, input.project);
  await requireOwner(tx, input.owner);
  const [created] = await tx
    .insert(workstreams)
    .values({
      projectId: project.id,
      name: input.name,
      description: input.description ?? '',
      ownerId: input.owner ?? null,
      position: sql`(SELECT coalesce(max(w.position) + 1, 0) FROM workstreams w WHERE w.project_id = ${project.id})`,
    })
    .returning({ id: workstreams.id });
  if (!created) throw new Error('workstream not created');
  return oneWorkstream(tx, user, project.id, created.id);
}

/**
 * `PATCH workstreams/{id}/`: its own fields, and with `createItems` a `deliverable` and/or
 * `milestone` created inside it, all in the request's one transaction.
 */
export async function updateWorkstream(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: UpdateWorkstreamData,
  createItems: boolean,
): Promise<WorkstreamPlan> {
  const current = await findWorkstream(tx, id);
  const project = await findEditableProject(tx, user, current.projectId);
  const { deliverable, milestone, ...fields } = input;
  if (!createItems && (deliverable || milestone)) {
    const hint = ['Add ?isCreateDeliverableMilestone=true to create it in this workstream.'];
    throw badRequest({
      ...(deliverable ? { deliverable: hint } : {}),
      ...(milestone ? { milestone: hint } : {}),
    });
  }
  if (createItems && !deliverable && !milestone) {
    throw badRequest({
      non_field_errors: ['Send a deliverable or a milestone to create in this workstream.'],
    });
  }
  await requireOwner(tx, fields.owner);
  await tx
    .update(workstreams)
    .set({
      name: fields.name,
      description: fields.description,
      ownerId: fields.owner,
      position: fields.position,
      updatedAt: sql`now()`,
    })
    .where(eq(workstreams.id, id));
  const target = {
    projectId: project.id,
    workstreamId: id,
  };
  if (deliverable) await insertDeliverable(tx, target, deliverable, 'deliverable.owner');
  if (milestone) await insertMilestone(tx, target, milestone, 'milestone.owner');
  return oneWorkstream(tx, user, project.id, id);
}

/** `DELETE workstreams/{id}/`: its deliverables and milestones go with it. */
export async function deleteWorkstream(tx: TenantTx, user: CurrentUser, id: number) {
  const current = await findWorkstream(tx, id);
  await findEditableProject(tx, user, current.projectId);
  await tx.delete(workstreams).where(eq(workstreams.id, id));
}
