import { and, eq } from 'drizzle-orm';
import { assessments } from '../../../db/schema/assessments';
import type { TenantTx } from '../../../db/tenant';
import { badRequest } from '../../../http-errors';

/**
 * A deliverable or milestone may name a readiness assessment as the one it is a go-live item
 * of: it must be the readiness assessment of the item's own project. `null` unlinks it.
 */
export async function requireReadinessOfProject(
  tx: TenantTx,
  projectId: number,
  assessmentId: number | null | undefined,
  field: string,
): Promise<void> {
  if (assessmentId === null || assessmentId === undefined) return;
  const [found] = await tx
    .select({ id: assessments.id })
    .from(assessments)
    .where(
      and(
        eq(assessments.id, assessmentId),
        eq(assessments.projectId, projectId),
        eq(assessments.kind, 'READINESS'),
      ),
    )
    .limit(1);
  if (!found) throw badRequest({ [field]: ['Choose the readiness assessment of this project.'] });
}
