import { sql } from 'drizzle-orm';
import type {
  GroupScore,
  GroupScoresByCycle,
  PortfolioScores,
  ProjectScores,
} from '../../../../contract/leaders/scores.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { intArray } from '../../../db/sql-arrays';
import type { TenantTx } from '../../../db/tenant';
import { findVisibleProject, visibleProjectsWhere } from '../../projects/policy';
import { findCycle, findImpactedGroup, reachableGroupSql, visibleItemSql } from '../leader-policy';
import { activationCounts, activationScore, engagementCounts, engagementScore } from './compute';

/*
 * The scores' service: the routes call these, and so may other areas (the portfolio reports
 * read `leaderActivationScoresForPortfolio` and `leaderEngagementScoresForPortfolio`).
 */

const taskScope = (user: CurrentUser) =>
  visibleItemSql(user, sql`i.cycle_id`, sql`i.impacted_group_id`);

async function cycleGroupsOfProject(tx: TenantTx, user: CurrentUser, projectId: number) {
  const reach = reachableGroupSql(user, sql`cg.impacted_group_id`);
  const result = await tx.execute<{ id: number }>(sql`
    SELECT DISTINCT cg.impacted_group_id AS id FROM activation_cycle_groups cg
    JOIN activation_cycles c ON c.id = cg.cycle_id
    WHERE c.project_id = ${projectId} ${reach ? sql`AND ${reach}` : sql``}`);
  return result.rows.map((r) => r.id);
}

/** `GET get-leader-activation-scores-for-project/?projectId`. */
export async function leaderActivationScoresForProject(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
): Promise<ProjectScores> {
  await findVisibleProject(tx, user, projectId);
  const where = sql`c.project_id = ${projectId} AND ${taskScope(user)}`;
  const overall = await activationCounts(tx, sql`0`, sql`''`, where, false);
  const byGroup = await activationCounts(tx, sql`pg.id`, sql`pg.name`, where, true);
  const byCycle = await activationCounts(tx, sql`c.id`, sql`c.name`, where, false);
  const all = overall[0] ?? { due: 0, on_time: 0 };
  return {
    project: projectId,
    overall: activationScore(all.on_time, all.due),
    by_group: byGroup.map((g) => ({
      impacted_group: { id: g.key, name: g.name },
      score: activationScore(g.on_time, g.due),
    })),
    by_cycle: byCycle.map((c) => ({
      activation_cycle: c.key,
      name: c.name,
      score: activationScore(c.on_time, c.due),
    })),
  };
}

/** `GET get-leader-engagement-scores-for-project/?projectId`. */
export async function leaderEngagementScoresForProject(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
): Promise<ProjectScores> {
  await findVisibleProject(tx, user, projectId);
  const groups = await cycleGroupsOfProject(tx, user, projectId);
  const overall = await engagementCounts(tx, user, groups, 'all');
  const byGroup = await engagementCounts(tx, user, groups, 'group');
  const byCycle = await engagementCounts(tx, user, groups, 'cycle');
  const all = overall[0] ?? { leaders: 0, engaged: 0 };
  return {
    project: projectId,
    overall: engagementScore(all.engaged, all.leaders),
    by_group: byGroup.map((g) => ({
      impacted_group: { id: g.key, name: g.name },
      score: engagementScore(g.engaged, g.leaders),
    })),
    by_cycle: byCycle.map((c) => ({
      activation_cycle: c.key,
      name: c.name,
      score: engagementScore(c.engaged, c.leaders),
    })),
  };
}

async function visibleProjects(tx: TenantTx, user: CurrentUser, projectId?: number) {
  if (projectId) {
    const { project } = await findVisibleProject(tx, user, projectId);
    return [{ id: project.id, name: project.name }];
  }
  const result = await tx.execute<{ id: number; name: string }>(sql`
    SELECT projects.id, projects.name FROM projects
    WHERE projects.deleted_at IS NULL AND NOT projects.archived
      AND ${visibleProjectsWhere(user) ?? sql`true`}
      AND EXISTS (SELECT 1 FROM activation_cycles pc WHERE pc.project_id = projects.id)
    ORDER BY lower(projects.name), projects.id`);
  return result.rows;
}

/** Leader activation per visible project with cycles (or one project), for the portfolio. */
export async function leaderActivationScoresForPortfolio(
  tx: TenantTx,
  user: CurrentUser,
  projectId?: number,
): Promise<PortfolioScores> {
  const projects = await visibleProjects(tx, user, projectId);
  if (projects.length === 0) return { projects: [] };
  const counts = await activationCounts(
    tx,
    sql`c.project_id`,
    sql`pg.name`,
    sql`c.project_id = ANY(${`{${projects.map((p) => p.id).join(',')}}`}::int[]) AND ${taskScope(user)}`,
    false,
  );
  const byProject = new Map(counts.map((c) => [c.key, c]));
  return {
    projects: projects.map((p) => {
      const c = byProject.get(p.id) ?? { due: 0, on_time: 0 };
      return { project: p.id, name: p.name, score: activationScore(c.on_time, c.due) };
    }),
  };
}

/**
 * Leader engagement per visible project with cycles (or one project), for the portfolio: the
 * groups of every project's cycles, then the leaders of each project's groups, in one query
 * each whatever the number of projects.
 */
export async function leaderEngagementScoresForPortfolio(
  tx: TenantTx,
  user: CurrentUser,
  projectId?: number,
): Promise<PortfolioScores> {
  const projects = await visibleProjects(tx, user, projectId);
  if (projects.length === 0) return { projects: [] };
  const reach = reachableGroupSql(user, sql`cg.impacted_group_id`);
  const groups = await tx.execute<{ id: number }>(sql`
    SELECT DISTINCT cg.impacted_group_id AS id FROM activation_cycle_groups cg
    JOIN activation_cycles c ON c.id = cg.cycle_id
    WHERE c.project_id = ANY(${intArray(projects.map((p) => p.id))}) ${reach ? sql`AND ${reach}` : sql``}`);
  const counts = await engagementCounts(
    tx,
    user,
    groups.rows.map((g) => g.id),
    'project',
  );
  const byProject = new Map(counts.map((c) => [c.key, c]));
  return {
    projects: projects.map((p) => {
      const c = byProject.get(p.id);
      return {
        project: p.id,
        name: p.name,
        score: engagementScore(c?.engaged ?? 0, c?.leaders ?? 0),
      };
    }),
  };
}

const groupTasksSql = (groupId: number) =>
  sql`(i.impacted_group_id = ${groupId} OR (i.impacted_group_id IS NULL AND EXISTS (
    SELECT 1 FROM activation_cycle_groups sg WHERE sg.cycle_id = i.cycle_id AND sg.impacted_group_id = ${groupId})))`;

/** Leader activation of one impacted group, overall and per cycle (optionally one cycle). */
export async function leaderActivationScoresForGroup(
  tx: TenantTx,
  user: CurrentUser,
  groupId: number,
  cycleId?: number,
): Promise<GroupScoresByCycle> {
  const group = await findImpactedGroup(tx, user, groupId);
  if (cycleId) await findCycle(tx, user, cycleId);
  const where = sql`${groupTasksSql(groupId)} ${cycleId ? sql`AND i.cycle_id = ${cycleId}` : sql``}`;
  const byCycle = await activationCounts(tx, sql`c.id`, sql`c.name`, where, false);
  const due = byCycle.reduce((n, c) => n + c.due, 0);
  const onTime = byCycle.reduce((n, c) => n + c.on_time, 0);
  return {
    impacted_group: { id: group.id, name: group.name },
    overall: activationScore(onTime, due),
    by_cycle: byCycle.map((c) => ({
      activation_cycle: c.key,
      name: c.name,
      score: activationScore(c.on_time, c.due),
    })),
  };
}

/** Leader engagement of one impacted group, overall and per cycle (optionally one cycle). */
export async function leaderEngagementScoresForGroup(
  tx: TenantTx,
  user: CurrentUser,
  groupId: number,
  cycleId?: number,
): Promise<GroupScoresByCycle> {
  const group = await findImpactedGroup(tx, user, groupId);
  if (cycleId) await findCycle(tx, user, cycleId);
  const cycles = cycleId ? [cycleId] : undefined;
  const [all] = await engagementCounts(tx, user, [groupId], 'all', cycles);
  const byCycle = await engagementCounts(tx, user, [groupId], 'cycle', cycles);
  return {
    impacted_group: { id: group.id, name: group.name },
    overall: engagementScore(all?.engaged ?? 0, all?.leaders ?? 0),
    by_cycle: byCycle.map((c) => ({
      activation_cycle: c.key,
      name: c.name,
      score: engagementScore(c.engaged, c.leaders),
    })),
  };
}

/** The one-number forms (`leader-activation-score/`, `leader-engagement-score/`). */
export async function groupScore(
  tx: TenantTx,
  user: CurrentUser,
  kind: 'activation' | 'engagement',
  groupId: number,
): Promise<GroupScore> {
  const scores =
    kind === 'activation'
      ? await leaderActivationScoresForGroup(tx, user, groupId)
      : await leaderEngagementScoresForGroup(tx, user, groupId);
  return { impacted_group: scores.impacted_group, score: scores.overall };
}
