import type { ScaleContext } from './context';
import { projectTeams } from './projects';

/** What the parts before a later one built, per project, read back from the database once. */
export interface ProjectShape {
  projectId: number;
  /** The project's changes, oldest first. */
  changes: { id: number; goLive: string | null }[];
  /** The project's active impacted groups. */
  groups: number[];
  /** The (change, group) pairs the groups area linked, with their impact level. */
  impacts: { changeId: number; groupId: number; level: string }[];
  /** Its project groups' members, with the leaders among them. */
  members: Map<number, { userId: number; isLeader: boolean }[]>;
  /** Its team, the lead first. */
  team: number[];
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Every project of the scaled organisation with its changes, groups, impacts and members. */
export async function readProjects(ctx: ScaleContext): Promise<ProjectShape[]> {
  const org = [ctx.organisationId];
  const q = ctx.client;
  // One connection runs one statement at a time: read them one after the other.
  const changes = await q.query<{ id: number; project_id: number; go_live: string | null }>(
    `SELECT id, project_id, coalesce(go_live_date, start_date)::text AS go_live
       FROM changes WHERE organisation_id = $1 ORDER BY id`,
    org,
  );
  const groups = await q.query<{ id: number; project_id: number }>(
    `SELECT id, project_id FROM project_groups
      WHERE organisation_id = $1 AND group_type = 'Impacted' AND NOT archived ORDER BY id`,
    org,
  );
  const impacts = await q.query<{
    change_id: number;
    impacted_group_id: number;
    impact_level: string;
    project_id: number;
  }>(
    `SELECT cig.change_id, cig.impacted_group_id, cig.impact_level, c.project_id
       FROM change_impacted_groups cig JOIN changes c ON c.id = cig.change_id
      WHERE cig.organisation_id = $1 ORDER BY cig.id`,
    org,
  );
  const members = await q.query<{ group_id: number; user_id: number; is_leader: boolean }>(
    `SELECT group_id, user_id, is_leader FROM project_group_members
      WHERE organisation_id = $1 ORDER BY group_id, user_id`,
    org,
  );
  const changesOf = new Map<number, ProjectShape['changes']>();
  for (const c of changes.rows) push(changesOf, c.project_id, { id: c.id, goLive: c.go_live });
  const groupsOf = new Map<number, number[]>();
  for (const g of groups.rows) push(groupsOf, g.project_id, g.id);
  const impactsOf = new Map<number, ProjectShape['impacts']>();
  for (const i of impacts.rows) {
    push(impactsOf, i.project_id, {
      changeId: i.change_id,
      groupId: i.impacted_group_id,
      level: i.impact_level,
    });
  }
  const membersOf = new Map<number, { userId: number; isLeader: boolean }[]>();
  for (const m of members.rows)
    push(membersOf, m.group_id, { userId: m.user_id, isLeader: m.is_leader });
  const teams = projectTeams(ctx);
  return ctx.need('projects').map((projectId, p) => {
    const projectGroups = groupsOf.get(projectId) ?? [];
    return {
      projectId,
      changes: changesOf.get(projectId) ?? [],
      groups: projectGroups,
      impacts: impactsOf.get(projectId) ?? [],
      members: new Map(projectGroups.map((g) => [g, membersOf.get(g) ?? []])),
      team: teams[p] ?? [],
    };
  });
}
