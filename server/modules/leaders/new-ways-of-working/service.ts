import { eq, sql } from 'drizzle-orm';
import { HIGH_CONSISTENCY } from '../../../../contract/leaders/new-ways-of-working';
import type {
  AdoptionStats,
  CreateNewWayOfWorkingInput,
  HighConsistencyCount,
  ObservationalSurvey,
  SubmitObservationsInput,
  UpdateNewWayOfWorkingInput,
} from '../../../../contract/leaders/new-ways-of-working.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { newWaysOfWorking } from '../../../db/schema/leaders';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, notFound } from '../../../http-errors';
import { findVisibleProject, visibleProjectsWhere } from '../../projects/policy';
import { cycleStatusSql } from '../cycles/queries';
import {
  findCycle,
  findEditableCycle,
  ledGroupIdsSql,
  requireEdit,
  visibleCycleSql,
} from '../leader-policy';
import { adoptionByProject } from './adoption';
import { selectBehaviours, type BehaviourRow } from './queries';

export async function listBehaviours(tx: TenantTx, user: CurrentUser, cycleId: number) {
  await findCycle(tx, user, cycleId);
  return selectBehaviours(tx, user, sql`w.cycle_id = ${cycleId}`);
}

async function loadBehaviour(tx: TenantTx, user: CurrentUser, id: number): Promise<BehaviourRow> {
  const [row] = await selectBehaviours(
    tx,
    user,
    sql`w.id = ${id} AND ${visibleCycleSql(user, sql`w.cycle_id`)}`,
  );
  if (!row) throw notFound();
  return row;
}

export async function createBehaviour(
  tx: TenantTx,
  user: CurrentUser,
  data: CreateNewWayOfWorkingInput,
): Promise<BehaviourRow> {
  await findEditableCycle(tx, user, data.activation_cycle);
  const [row] = await tx
    .insert(newWaysOfWorking)
    .values({
      cycleId: data.activation_cycle,
      title: data.title,
      description: data.description ?? '',
      position: sql`(SELECT coalesce(max(position), 0) + 1 FROM new_ways_of_working WHERE cycle_id = ${data.activation_cycle})`,
      createdById: user.id,
    })
    .returning({ id: newWaysOfWorking.id });
  if (!row) throw new Error('behaviour not created');
  return loadBehaviour(tx, user, row.id);
}

export async function updateBehaviour(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  data: UpdateNewWayOfWorkingInput,
): Promise<BehaviourRow> {
  const row = await loadBehaviour(tx, user, id);
  requireEdit(row.can_edit);
  await tx
    .update(newWaysOfWorking)
    .set({
      ...(data.title !== undefined ? { title: data.title } : {}),
      ...(data.description !== undefined ? { description: data.description } : {}),
      ...(data.position !== undefined ? { position: data.position } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(newWaysOfWorking.id, id));
  return loadBehaviour(tx, user, id);
}

export async function deleteBehaviour(tx: TenantTx, user: CurrentUser, id: number): Promise<void> {
  const row = await loadBehaviour(tx, user, id);
  requireEdit(row.can_edit);
  await tx.delete(newWaysOfWorking).where(eq(newWaysOfWorking.id, id));
}

/** `GET get_number_of_new_ways_of_working_with_high_average_consistency/`. */
export async function highConsistencyCount(
  tx: TenantTx,
  user: CurrentUser,
  filters: { projectId?: number | undefined; activationCycleId?: number | undefined },
): Promise<HighConsistencyCount> {
  if (filters.projectId) await findVisibleProject(tx, user, filters.projectId);
  if (filters.activationCycleId) await findCycle(tx, user, filters.activationCycleId);
  const perProject = await adoptionByProject(
    tx,
    user,
    sql`projects.deleted_at IS NULL AND ${visibleProjectsWhere(user) ?? sql`true`}
      ${filters.projectId ? sql`AND c.project_id = ${filters.projectId}` : sql``}
      ${filters.activationCycleId ? sql`AND c.id = ${filters.activationCycleId}` : sql``}`,
  );
  const row = perProject.reduce(
    (sum, p) => ({ count: sum.count + p.adopted, total: sum.total + p.behaviours }),
    { count: 0, total: 0 },
  );
  return { ...row, threshold: HIGH_CONSISTENCY };
}

/** `GET project-stats/?nwowAdoptionStatsOnly`: adoption of new ways of working per visible project. */
export async function adoptionStats(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number | undefined,
  statsOnly: boolean,
): Promise<AdoptionStats> {
  // The project is looked up first so another organisation's project answers 404 whatever else is asked.
  if (projectId) await findVisibleProject(tx, user, projectId);
  if (!statsOnly) {
    throw badRequest({
      nwowAdoptionStatsOnly: ['Ask for adoption stats (nwowAdoptionStatsOnly=true).'],
    });
  }
  const rows = await adoptionByProject(
    tx,
    user,
    sql`projects.deleted_at IS NULL AND ${visibleProjectsWhere(user) ?? sql`true`}
      ${projectId ? sql`AND projects.id = ${projectId}` : sql``}`,
  );
  const rate = (adopted: number, behaviours: number) =>
    behaviours ? Math.round((adopted / behaviours) * 1000) / 10 : null;
  const totals = { behaviours: 0, rated: 0, adopted: 0 };
  const projects = rows.map((r) => {
    totals.behaviours += r.behaviours;
    totals.rated += r.rated;
    totals.adopted += r.adopted;
    return { ...r, adoption_rate: rate(r.adopted, r.behaviours) };
  });
  return {
    projects,
    totals: { ...totals, adoption_rate: rate(totals.adopted, totals.behaviours) },
  };
}

/**
 * `GET activation-cycles/get_new_ways_of_working_observational_survey/`: for each live cycle
 * of a group the caller leads, its behaviours with the caller's current rating.
 */
export async function observationalSurvey(
  tx: TenantTx,
  user: CurrentUser,
  projectId?: number,
): Promise<ObservationalSurvey> {
  if (projectId) await findVisibleProject(tx, user, projectId);
  const result = await tx.execute<ObservationalSurvey[number]>(sql`
    SELECT json_build_object('id', c.id, 'name', c.name, 'project', c.project_id) AS activation_cycle,
      json_build_object('id', g.id, 'name', g.name) AS impacted_group,
      (SELECT coalesce(json_agg(json_build_object('id', w.id, 'title', w.title, 'description', w.description,
          'my_rating', (SELECT o.consistency FROM new_way_of_working_observations o
            WHERE o.new_way_of_working_id = w.id AND o.impacted_group_id = g.id AND o.observer_id = ${user.id}))
        ORDER BY w.position, w.id), '[]') FROM new_ways_of_working w WHERE w.cycle_id = c.id) AS behaviours
    FROM activation_cycles c
    JOIN activation_cycle_groups cg ON cg.cycle_id = c.id
    JOIN project_groups g ON g.id = cg.impacted_group_id
    WHERE g.id IN ${ledGroupIdsSql(user.id)} AND ${cycleStatusSql('c')} = 'LIVE'
      AND EXISTS (SELECT 1 FROM new_ways_of_working ew WHERE ew.cycle_id = c.id)
      ${projectId ? sql`AND c.project_id = ${projectId}` : sql``}
    ORDER BY c.start_date, c.id, lower(g.name), g.id`);
  return result.rows;
}

/** The caller's ratings of behaviours in a group they lead (each replaces their earlier one). */
export async function submitObservations(
  tx: TenantTx,
  user: CurrentUser,
  input: SubmitObservationsInput,
): Promise<void> {
  const group = await tx.execute(
    sql`SELECT 1 FROM project_groups WHERE id = ${input.impacted_group} AND group_type = 'Impacted'`,
  );
  if (group.rows.length === 0) throw notFound('Impacted group not found.');
  const ids = input.ratings.map((r) => r.new_way_of_working);
  if (new Set(ids).size !== ids.length)
    throw badRequest({ ratings: ['Rate each behaviour once.'] });
  const allowed = await tx.execute<{ id: number }>(sql`
    SELECT w.id FROM new_ways_of_working w
    JOIN activation_cycle_groups cg ON cg.cycle_id = w.cycle_id AND cg.impacted_group_id = ${input.impacted_group}
    WHERE w.id = ANY(${`{${ids.join(',')}}`}::int[]) AND ${input.impacted_group} IN ${ledGroupIdsSql(user.id)}`);
  if (allowed.rows.length !== ids.length) {
    throw badRequest({ ratings: ['Rate the behaviours of a cycle of a group you lead.'] });
  }
  for (const rating of input.ratings) {
    await tx.execute(sql`
      INSERT INTO new_way_of_working_observations (new_way_of_working_id, impacted_group_id, observer_id, consistency)
      VALUES (${rating.new_way_of_working}, ${input.impacted_group}, ${user.id}, ${rating.consistency})
      ON CONFLICT (new_way_of_working_id, impacted_group_id, observer_id)
      DO UPDATE SET consistency = excluded.consistency, observed_at = now()`);
  }
}
