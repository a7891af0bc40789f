import { asc, eq } from 'drizzle-orm';
import type { AssessmentHeader } from '../../../../contract/assessments/assessments.schema';
import type { PersonRef } from '../../../../contract/shared/common.schema';
import { assessments } from '../../../db/schema/assessments';
import { personRefSql } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { notFound } from '../../../http-errors';
import type { AssessmentRow } from './access';

export interface AssessmentPeople {
  owner: PersonRef | null;
  startedBy: PersonRef | null;
  completedBy: PersonRef | null;
  createdBy: PersonRef | null;
}

/** An assessment with the people it names, as the header presents them. */
export interface AssessmentView {
  row: AssessmentRow;
  people: AssessmentPeople;
  canEdit: boolean;
}

/** Reads the people an assessment names in one statement. */
function selectAssessmentViews(tx: TenantTx) {
  return tx
    .select({
      row: assessments,
      owner: personRefSql(assessments.ownerId),
      startedBy: personRefSql(assessments.startedById),
      completedBy: personRefSql(assessments.completedById),
      createdBy: personRefSql(assessments.createdById),
    })
    .from(assessments);
}

export async function loadAssessmentView(
  tx: TenantTx,
  id: number,
  canEdit: boolean,
): Promise<AssessmentView> {
  const [found] = await selectAssessmentViews(tx).where(eq(assessments.id, id)).limit(1);
  if (!found) throw notFound();
  const { row, ...people } = found;
  return { row, people, canEdit };
}

/** Every assessment of a project, oldest first, in one statement however many there are. */
export async function loadProjectAssessmentViews(
  tx: TenantTx,
  projectId: number,
  canEdit: boolean,
): Promise<AssessmentView[]> {
  const rows = await selectAssessmentViews(tx)
    .where(eq(assessments.projectId, projectId))
    .orderBy(asc(assessments.id));
  return rows.map(({ row, ...people }) => ({ row, people, canEdit }));
}

export function presentAssessmentHeader(view: AssessmentView): AssessmentHeader {
  const { row, people } = view;
  return {
    id: row.id,
    project: row.projectId,
    kind: row.kind,
    name: row.name,
    notes: row.notes,
    status: row.status,
    owner: people.owner,
    started_at: row.startedAt?.toISOString() ?? null,
    started_by: people.startedBy,
    completed_at: row.completedAt?.toISOString() ?? null,
    completed_by: people.completedBy,
    created_by: people.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    can_edit: view.canEdit,
  };
}
