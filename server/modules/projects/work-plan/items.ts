import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createDeliverableInputSchema,
  newDeliverableInputSchema,
  newMilestoneInputSchema,
  updateDeliverableInputSchema,
  updateMilestoneInputSchema,
} from '../../../../contract/projects/work-plan.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { projects } from '../../../db/schema/projects';
import { deliverables, milestones, workstreams } from '../../../db/schema/work-plan';
import { badRequest, notFound } from '../../../http-errors';
import { requireOwner } from '../../people/lookups';
import { requireReadinessOfProject } from '../../assessments/readiness/go-live-links';
import { findEditableProject, findVisibleProject, visibleProjectsWhere } from '../policy';
import { personRefSql, qualified } from '../../../db/sql-helpers';

type NewDeliverable = z.output<typeof newDeliverableInputSchema>;
type NewMilestone = z.output<typeof newMilestoneInputSchema>;
type CreateDeliverableData = z.output<typeof createDeliverableInputSchema>;
type UpdateDeliverableData = z.output<typeof updateDeliverableInputSchema>;
type UpdateMilestoneData = z.output<typeof updateMilestoneInputSchema>;

export type DeliverableRow = typeof deliverables.$inferSelect;
export type MilestoneRow = typeof milestones.$inferSelect;

/** The stored state and when it was closed, for a state sent by the client. */
function stateColumns(state: 'Open' | 'Closed' | undefined, current?: 'Open' | 'Closed') {
  if (state === undefined || state === current) return {};
  return { state, closedAt: state === 'Closed' ? sql`now()` : null };
}

/**
 * Refuses a workstream that is not one of the project's: the item would sit in another
 * project's plan. (The database's (workstream, project) key refuses it too.)
 */
export async function requireWorkstreamOfProject(
  tx: TenantTx,
  workstreamId: number | null | undefined,
  projectId: number,
  field = 'workstream',
): Promise<void> {
  if (workstreamId === null || workstreamId === undefined) return;
  const [row] = await tx
    .select({ projectId: workstreams.projectId })
    .from(workstreams)
    .where(eq(workstreams.id, workstreamId))
    .limit(1);
  if (!row) throw badRequest({ [field]: ['Choose a workstream of this project.'] });
  if (row.projectId !== projectId) {
    throw badRequest({ [field]: ['That workstream belongs to another project.'] });
  }
}

const deliverableColumns = { item: deliverables, owner: personRefSql(deliverables.ownerId) };
const milestoneColumns = { item: milestones, owner: personRefSql(milestones.ownerId) };
const deliverableOrder = [
  sql`${deliverables.dueDate} ASC NULLS LAST`,
  sql`lower(${deliverables.name})`,
  asc(deliverables.id),
];
const milestoneOrder = [
  asc(milestones.dueDate),
  sql`lower(${milestones.name})`,
  asc(milestones.id),
];

/** Deliverables of visible, non-deleted projects matching `where`, with owners, soonest first. */
export function selectDeliverables(tx: TenantTx, user: CurrentUser, where: SQL | undefined) {
  return tx
    .select(deliverableColumns)
    .from(deliverables)
    .innerJoin(projects, eq(projects.id, deliverables.projectId))
    .where(and(where, visibleProjectsWhere(user), isNull(projects.deletedAt)))
    .orderBy(...deliverableOrder);
}

/** Milestones of visible, non-deleted projects matching `where`, with owners, soonest first. */
export function selectMilestones(tx: TenantTx, user: CurrentUser, where: SQL | undefined) {
  return tx
    .select(milestoneColumns)
    .from(milestones)
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .where(and(where, visibleProjectsWhere(user), isNull(projects.deletedAt)))
    .orderBy(...milestoneOrder);
}

export type DeliverableWithOwner = Awaited<ReturnType<typeof selectDeliverables>>[number];
export type MilestoneWithOwner = Awaited<ReturnType<typeof selectMilestones>>[number];

/**
 * `mine=true`: items not done of the live (not archived) projects the user created or is on,
 * the same projects as `projects/for_user/`, in one statement for Home and the Outlook pane.
 */
function openItemsOfMyProjects(
  user: CurrentUser,
  state: typeof milestones.state | typeof deliverables.state,
) {
  return and(
    eq(state, 'Open'),
    eq(projects.archived, false),
    sql`(${qualified(projects.createdById)} = ${user.id} OR EXISTS (SELECT 1 FROM project_team_members tm WHERE tm.project_id = ${qualified(projects.id)} AND tm.user_id = ${user.id}))`,
  );
}

/** `GET deliverables/?project=` or `?readinessAssessmentId=`. */
export async function listDeliverables(
  tx: TenantTx,
  user: CurrentUser,
  filter: {
    project?: number | undefined;
    readinessAssessmentId?: number | undefined;
    mine?: boolean | undefined;
  },
) {
  if (filter.project !== undefined) await findVisibleProject(tx, user, filter.project);
  return selectDeliverables(
    tx,
    user,
    and(
      filter.mine ? openItemsOfMyProjects(user, deliverables.state) : undefined,
      filter.project !== undefined ? eq(deliverables.projectId, filter.project) : undefined,
      filter.readinessAssessmentId !== undefined
        ? eq(deliverables.readinessAssessmentId, filter.readinessAssessmentId)
        : undefined,
    ),
  );
}

/** `GET milestones/?project=` or `?readinessId=`. */
export async function listMilestones(
  tx: TenantTx,
  user: CurrentUser,
  filter: { project?: number | undefined; readinessId?: number | undefined; mine?: boolean },
) {
  if (filter.project !== undefined) await findVisibleProject(tx, user, filter.project);
  return selectMilestones(
    tx,
    user,
    and(
      filter.mine ? openItemsOfMyProjects(user, milestones.state) : undefined,
      filter.project !== undefined ? eq(milestones.projectId, filter.project) : undefined,
      filter.readinessId !== undefined ? eq(milestones.readinessId, filter.readinessId) : undefined,
    ),
  );
}

async function oneDeliverable(tx: TenantTx, user: CurrentUser, id: number) {
  const [row] = await selectDeliverables(tx, user, eq(deliverables.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

async function oneMilestone(tx: TenantTx, user: CurrentUser, id: number) {
  const [row] = await selectMilestones(tx, user, eq(milestones.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Inserts a deliverable into a project (and workstream) already checked by the caller. */
export async function insertDeliverable(
  tx: TenantTx,
  target: { projectId: number; workstreamId: number | null },
  input: NewDeliverable,
  ownerField = 'owner',
): Promise<number> {
  await requireOwner(tx, input.owner, ownerField);
  await requireReadinessOfProject(
    tx,
    target.projectId,
    input.readiness_assessment_id,
    ownerField.replace(/owner$/, 'readiness_assessment_id'),
  );
  const [row] = await tx
    .insert(deliverables)
    .values({
      ...target,
      name: input.name,
      description: input.description ?? '',
      dueDate: input.due_date ?? null,
      ownerId: input.owner ?? null,
      readinessAssessmentId: input.readiness_assessment_id ?? null,
      ...stateColumns(input.state, 'Open'),
    })
    .returning({ id: deliverables.id });
  if (!row) throw new Error('deliverable not created');
  return row.id;
}

/** Inserts a milestone into a project (and workstream) already checked by the caller. */
export async function insertMilestone(
  tx: TenantTx,
  target: { projectId: number; workstreamId: number | null },
  input: NewMilestone,
  ownerField = 'owner',
): Promise<number> {
  await requireOwner(tx, input.owner, ownerField);
  await requireReadinessOfProject(
    tx,
    target.projectId,
    input.readiness_id,
    ownerField.replace(/owner$/, 'readiness_id'),
  );
  const [row] = await tx
    .insert(milestones)
    .values({
      ...target,
      name: input.name,
      description: input.description ?? '',
      dueDate: input.due_date,
      ownerId: input.owner ?? null,
      readinessId: input.readiness_id ?? null,
      ...stateColumns(input.state, 'Open'),
    })
    .returning({ id: milestones.id });
  if (!row) throw new Error('milestone not created');
  return row.id;
}

/** `POST deliverables/` */
export async function createDeliverable(
  tx: TenantTx,
  user: CurrentUser,
  input: CreateDeliverableData,
): Promise<DeliverableWithOwner> {
  const project = await findEditableProject(tx, user, input.project);
  await requireWorkstreamOfProject(tx, input.workstream, project.id);
  const id = await insertDeliverable(
    tx,
    {
      projectId: project.id,
      workstreamId: input.workstream ?? null,
    },
    input,
  );
  return oneDeliverable(tx, user, id);
}

/** `PATCH deliverables/{id}/`: any subset; it may move to another workstream of its project. */
export async function updateDeliverable(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: UpdateDeliverableData,
): Promise<DeliverableWithOwner> {
  const { item } = await oneDeliverable(tx, user, id);
  await findEditableProject(tx, user, item.projectId);
  await requireWorkstreamOfProject(tx, input.workstream, item.projectId);
  await requireOwner(tx, input.owner);
  await requireReadinessOfProject(
    tx,
    item.projectId,
    input.readiness_assessment_id,
    'readiness_assessment_id',
  );
  await tx
    .update(deliverables)
    .set({
      name: input.name,
      description: input.description,
      dueDate: input.due_date,
      ownerId: input.owner,
      workstreamId: input.workstream,
      readinessAssessmentId: input.readiness_assessment_id,
      ...stateColumns(input.state, item.state),
      updatedAt: sql`now()`,
    })
    .where(eq(deliverables.id, id));
  return oneDeliverable(tx, user, id);
}

/** `DELETE deliverables/{id}/` */
export async function deleteDeliverable(tx: TenantTx, user: CurrentUser, id: number) {
  const { item } = await oneDeliverable(tx, user, id);
  await findEditableProject(tx, user, item.projectId);
  await tx.delete(deliverables).where(eq(deliverables.id, id));
}

/** `POST milestones/?project=&workstream=` */
export async function createMilestone(
  tx: TenantTx,
  user: CurrentUser,
  target: { project: number; workstream?: number | undefined },
  input: NewMilestone,
): Promise<MilestoneWithOwner> {
  const project = await findEditableProject(tx, user, target.project);
  await requireWorkstreamOfProject(tx, target.workstream, project.id);
  const id = await insertMilestone(
    tx,
    {
      projectId: project.id,
      workstreamId: target.workstream ?? null,
    },
    input,
  );
  return oneMilestone(tx, user, id);
}

/** `PATCH milestones/{id}/?workstream=`: any subset; `workstream` (or `null`) moves it. */
export async function updateMilestone(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  workstream: number | null | undefined,
  input: UpdateMilestoneData,
): Promise<MilestoneWithOwner> {
  const { item } = await oneMilestone(tx, user, id);
  await findEditableProject(tx, user, item.projectId);
  await requireWorkstreamOfProject(tx, workstream, item.projectId);
  await requireOwner(tx, input.owner);
  await requireReadinessOfProject(tx, item.projectId, input.readiness_id, 'readiness_id');
  await tx
    .update(milestones)
    .set({
      name: input.name,
      description: input.description,
      dueDate: input.due_date,
      ownerId: input.owner,
      workstreamId: workstream,
      readinessId: input.readiness_id,
      ...stateColumns(input.state, item.state),
      updatedAt: sql`now()`,
    })
    .where(eq(milestones.id, id));
  return oneMilestone(tx, user, id);
}

/** `DELETE milestones/{id}/` */
export async function deleteMilestone(tx: TenantTx, user: CurrentUser, id: number) {
  const { item } = await oneMilestone(tx, user, id);
  await findEditableProject(tx, user, item.projectId);
  await tx.delete(milestones).where(eq(milestones.id, id));
}

/** Items of these workstreams (for the plan), leaving closed ones out when asked. */
export async function itemsOfProject(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  openOnly: boolean,
) {
  const [deliverableRows, milestoneRows] = [
    await selectDeliverables(
      tx,
      user,
      and(
        eq(deliverables.projectId, projectId),
        openOnly ? ne(deliverables.state, 'Closed') : undefined,
      ),
    ),
    await selectMilestones(
      tx,
      user,
      and(
        eq(milestones.projectId, projectId),
        openOnly ? ne(milestones.state, 'Closed') : undefined,
      ),
    ),
  ];
  return { deliverableRows, milestoneRows };
}
