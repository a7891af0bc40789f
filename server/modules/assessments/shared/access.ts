import { and, eq, sql } from 'drizzle-orm';
import {
  assessmentKindLabels,
  assessmentKinds,
  assessmentSwitches,
  type AssessmentKind,
} from '../../../../contract/assessments/assessments';
import type { CurrentUser } from '../../../auth/current-user';
import { assessments } from '../../../db/schema/assessments';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, conflict, forbidden, notFound } from '../../../http-errors';
import { findFeatureFlag } from '../../admin/feature-flag-service';
import { getOrganisation } from '../../admin/organisation-service';
import { findEditableProject, findVisibleProject, type ProjectRow } from '../../projects/policy';
import { requireOwner } from '../../people/lookups';

export type AssessmentRow = typeof assessments.$inferSelect;

/**
 * Refuses when the organisation has switched this assessment off: its assessment access entry
 * (SPEC §6) or its feature flag. Both are the organisation's own choice, so the answer is 403
 * saying so, not a 404 that would look like missing data.
 */
export async function requireAssessmentSwitchedOn(
  tx: TenantTx,
  kind: AssessmentKind,
): Promise<void> {
  const { access, flag } = assessmentSwitches[kind];
  const organisation = await getOrganisation(tx);
  const flagRow = await findFeatureFlag(tx, flag);
  if (organisation.toolAccess.assessments[access] === false || flagRow?.enabled === false) {
    throw forbidden(
      `Your organisation has switched off the ${assessmentKindLabels[kind].toLowerCase()} assessment.`,
    );
  }
}

/** The assessment kinds the organisation has switched on (access entry and flag both on). */
export async function switchedOnAssessments(tx: TenantTx): Promise<AssessmentKind[]> {
  const organisation = await getOrganisation(tx);
  const kinds: AssessmentKind[] = [];
  for (const kind of assessmentKinds) {
    const { access, flag } = assessmentSwitches[kind];
    const flagRow = await findFeatureFlag(tx, flag);
    if (organisation.toolAccess.assessments[access] !== false && flagRow?.enabled !== false) {
      kinds.push(kind);
    }
  }
  return kinds;
}

/** A project the caller may read (or, with `edit`, change), once the assessment is switched on. */
export async function projectFor(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  kind: AssessmentKind,
  mode: 'read' | 'edit',
): Promise<{ project: ProjectRow; canEdit: boolean }> {
  const found =
    mode === 'edit'
      ? { project: await findEditableProject(tx, user, projectId), canEdit: true }
      : await findVisibleProject(tx, user, projectId);
  await requireAssessmentSwitchedOn(tx, kind);
  return found;
}

/**
 * An assessment of the given kind the caller may read or change. Another kind's id, another
 * organisation's and one in a project the caller cannot see all answer 404.
 */
export async function findAssessment(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  kind: AssessmentKind,
  mode: 'read' | 'edit',
): Promise<{ assessment: AssessmentRow; canEdit: boolean }> {
  const [row] = await tx
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, id), eq(assessments.kind, kind)))
    .limit(1);
  if (!row) throw notFound();
  const { canEdit } = await projectFor(tx, user, row.projectId, kind, mode);
  return { assessment: row, canEdit };
}

/** The project's assessment of a kind, or 404 when it has none yet. */
export async function findProjectAssessment(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  kind: AssessmentKind,
): Promise<{ assessment: AssessmentRow; canEdit: boolean }> {
  const { canEdit } = await projectFor(tx, user, projectId, kind, 'read');
  const [row] = await tx
    .select()
    .from(assessments)
    .where(and(eq(assessments.projectId, projectId), eq(assessments.kind, kind)))
    .limit(1);
  if (!row)
    throw notFound(
      `This project has no ${assessmentKindLabels[kind].toLowerCase()} assessment yet.`,
    );
  return { assessment: row, canEdit };
}

export interface AssessmentHeaderInput {
  name?: string | undefined;
  notes?: string | undefined;
  owner?: number | null | undefined;
  go_live_date?: string | null | undefined;
}

/** Starts a project's assessment of a kind; a project holds one of each (400 for a second). */
export async function createAssessment(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  kind: AssessmentKind,
  input: AssessmentHeaderInput,
): Promise<AssessmentRow> {
  await projectFor(tx, user, projectId, kind, 'edit');
  await requireOwner(tx, input.owner);
  const [row] = await tx
    .insert(assessments)
    .values({
      projectId,
      kind,
      name: input.name ?? '',
      notes: input.notes ?? '',
      ownerId: input.owner === undefined ? user.id : input.owner,
      goLiveDate: input.go_live_date ?? null,
      createdById: user.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw badRequest({
      project: [
        `This project already has a ${assessmentKindLabels[kind].toLowerCase()} assessment.`,
      ],
    });
  }
  return row;
}

/** Writes the header fields given; `touch` also marks a not-started assessment in progress. */
export async function updateAssessmentHeader(
  tx: TenantTx,
  current: AssessmentRow,
  input: AssessmentHeaderInput,
  options: { touch?: boolean } = {},
): Promise<AssessmentRow> {
  await requireOwner(tx, input.owner);
  const [row] = await tx
    .update(assessments)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(input.owner !== undefined ? { ownerId: input.owner } : {}),
      ...(input.go_live_date !== undefined ? { goLiveDate: input.go_live_date } : {}),
      ...(options.touch && current.status === 'NOT_STARTED'
        ? { status: 'IN_PROGRESS' as const }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(assessments.id, current.id))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** A completed analysis is read-only except through the owner's adjustment. */
export function requireNotCompleted(assessment: AssessmentRow): void {
  if (assessment.status === 'COMPLETED') {
    throw conflict(
      'This analysis is completed and read-only; its owner can still adjust it, giving a reason.',
    );
  }
}
