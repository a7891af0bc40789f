import { asc } from 'drizzle-orm';
import type { CurrentUser } from '../../../auth/current-user';
import { phases } from '../../../db/schema/phases';
import type { TenantTx } from '../../../db/tenant';
import { findVisibleProject } from '../policy';

const phaseColumns = { id: phases.id, order: phases.order, code: phases.code, name: phases.name };

/** `GET phases/`: the organisation's phases in their numbered order. */
export function listPhases(tx: TenantTx) {
  return tx.select(phaseColumns).from(phases).orderBy(asc(phases.order));
}

/** `GET projects/{id}/phases/`: the phases, and which one the visible project is in. */
export async function listProjectPhases(tx: TenantTx, user: CurrentUser, projectId: number) {
  const { project } = await findVisibleProject(tx, user, projectId);
  return { rows: await listPhases(tx), activePhase: project.activePhase };
}
