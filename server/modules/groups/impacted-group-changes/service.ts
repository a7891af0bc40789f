import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createImpactedGroupChangeInputSchema,
  ImpactedGroupChange,
  impactedGroupChangeListQuerySchema,
  updateImpactedGroupChangeInputSchema,
} from '../../../../contract/groups/impacted-group-changes.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { changes } from '../../../db/schema/changes';
import { changeImpactedGroups, projectGroups } from '../../../db/schema/project-groups';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, notFound } from '../../../http-errors';
import { findEditableProject, findVisibleProject } from '../../projects/policy';
import { projectGroupCountsSql } from '../members-sql';

type ListQuery = z.output<typeof impactedGroupChangeListQuerySchema>;

async function selectCells(
  tx: TenantTx,
  where: SQL,
  withTime: boolean,
): Promise<ImpactedGroupChange[]> {
  const result = await tx.execute<ImpactedGroupChange>(sql`
    SELECT ci.id, pg.project_id AS project, pg.id AS impacted_group, pg.name AS impacted_group_name,
      c.id AS change, c.name AS change_name, ci.impact_level, ci.deployment_state,
      ci.hours_per_person::float AS hours_per_person
      ${withTime ? sql`, counts.member_count::int AS member_count, (counts.member_count * ci.hours_per_person)::float AS total_hours` : sql``}
    FROM change_impacted_groups ci
    JOIN project_groups pg ON pg.id = ci.impacted_group_id
    JOIN changes c ON c.id = ci.change_id
    ${withTime ? sql`CROSS JOIN LATERAL (SELECT ${projectGroupCountsSql('pg')}) counts` : sql``}
    WHERE ${where}
    ORDER BY c.name, c.id, lower(pg.name), pg.id`);
  return result.rows;
}

/** `GET impacted-group-changes/`: cells of a project's matrix, or of one group. */
export async function listImpactedGroupChanges(
  tx: TenantTx,
  user: CurrentUser,
  query: ListQuery,
): Promise<ImpactedGroupChange[]> {
  let projectId = query.projectId;
  if (query.impactedGroupId !== undefined) {
    const [group] = await tx
      .select({ projectId: projectGroups.projectId })
      .from(projectGroups)
      .where(eq(projectGroups.id, query.impactedGroupId));
    if (!group || (projectId !== undefined && group.projectId !== projectId)) throw notFound();
    projectId = group.projectId;
  }
  if (projectId === undefined) throw badRequest({ projectId: ['Give a projectId.'] });
  await findVisibleProject(tx, user, projectId);
  const conditions = [
    sql`pg.project_id = ${projectId}`,
    sql`NOT pg.archived`,
    query.impactedGroupId !== undefined ? sql`pg.id = ${query.impactedGroupId}` : undefined,
    query.inDeployment ? sql`ci.deployment_state = 'DEPLOYED'` : undefined,
    query.assigningActivityTimeCommitment ? sql`ci.impact_level <> 'N/A'` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return selectCells(
    tx,
    sql.join(conditions, sql` AND `),
    query.assigningActivityTimeCommitment ?? false,
  );
}

export async function getImpactedGroupChange(tx: TenantTx, id: number) {
  const [row] = await selectCells(tx, sql`ci.id = ${id}`, false);
  if (!row) throw notFound();
  return row;
}

async function findEditableCell(tx: TenantTx, user: CurrentUser, id: number) {
  const [row] = await tx
    .select({ id: changeImpactedGroups.id, projectId: changes.projectId })
    .from(changeImpactedGroups)
    .innerJoin(changes, eq(changes.id, changeImpactedGroups.changeId))
    .where(eq(changeImpactedGroups.id, id));
  if (!row) throw notFound();
  await findEditableProject(tx, user, row.projectId);
  return row;
}

/** `POST impacted-group-changes/`: the change and the impacted group must share a project. */
export async function createImpactedGroupChange(
  tx: TenantTx,
  user: CurrentUser,
  data: z.output<typeof createImpactedGroupChangeInputSchema>,
): Promise<number> {
  const [group] = await tx
    .select({ projectId: projectGroups.projectId, type: projectGroups.groupType })
    .from(projectGroups)
    .where(eq(projectGroups.id, data.impacted_group));
  if (!group || group.type !== 'Impacted') {
    throw badRequest({ impacted_group: ['Choose an impacted group of the project.'] });
  }
  await findEditableProject(tx, user, group.projectId);
  const [change] = await tx
    .select({ id: changes.id })
    .from(changes)
    .where(and(eq(changes.id, data.change), eq(changes.projectId, group.projectId)));
  if (!change) throw badRequest({ change: ['Choose a change of the same project.'] });
  const [row] = await tx
    .insert(changeImpactedGroups)
    .values({
      organisationId: user.organisationId,
      changeId: data.change,
      impactedGroupId: data.impacted_group,
      impactLevel: data.impact_level,
      ...(data.deployment_state ? { deploymentState: data.deployment_state } : {}),
      ...(data.hours_per_person !== undefined ? { hoursPerPerson: data.hours_per_person } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: changeImpactedGroups.id });
  if (!row) {
    throw badRequest({
      non_field_errors: ['This change already has an impact on this group; update it instead.'],
    });
  }
  return row.id;
}

export async function updateImpactedGroupChange(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  data: z.output<typeof updateImpactedGroupChangeInputSchema>,
): Promise<void> {
  await findEditableCell(tx, user, id);
  await tx
    .update(changeImpactedGroups)
    .set({
      ...(data.impact_level ? { impactLevel: data.impact_level } : {}),
      ...(data.deployment_state ? { deploymentState: data.deployment_state } : {}),
      ...(data.hours_per_person !== undefined ? { hoursPerPerson: data.hours_per_person } : {}),
      updatedAt: new Date(),
    })
    .where(eq(changeImpactedGroups.id, id));
}

export async function deleteImpactedGroupChange(tx: TenantTx, user: CurrentUser, id: number) {
  await findEditableCell(tx, user, id);
  await tx.delete(changeImpactedGroups).where(eq(changeImpactedGroups.id, id));
}
