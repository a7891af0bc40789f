import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  bulkProjectContributionsInputSchema,
  ProjectContribution,
} from '../../../../contract/groups/project-contributions.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { projectGroups } from '../../../db/schema/project-groups';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, notFound } from '../../../http-errors';
import { findEditableProject, findVisibleProject } from '../../projects/policy';
import { displayNameSql } from '../members-sql';
import { intArray, textArray } from '../../../db/sql-arrays';

async function groupProject(tx: TenantTx, groupId: number): Promise<number> {
  const [group] = await tx
    .select({ projectId: projectGroups.projectId })
    .from(projectGroups)
    .where(eq(projectGroups.id, groupId));
  if (!group) throw notFound();
  return group.projectId;
}

/** `GET project-contributions/?group=` */
export async function listContributions(
  tx: TenantTx,
  user: CurrentUser,
  groupId: number,
): Promise<ProjectContribution[]> {
  await findVisibleProject(tx, user, await groupProject(tx, groupId));
  const result = await tx.execute<ProjectContribution>(sql`
    SELECT c.id, c.group_id AS "group", json_build_object('id', p.id, 'display_name', ${displayNameSql}) AS person,
      c.role, c.contribution_percent
    FROM project_contributions c JOIN user_profiles p ON p.id = c.user_id
    WHERE c.group_id = ${groupId}
    ORDER BY p.last_name, p.first_name, p.id`);
  return result.rows;
}

/**
 * `PATCH project-contributions/1/`: the body is the group's whole set. Listed people get their
 * role and share (created or updated), people left out lose theirs. Everyone listed must be a
 * member of the group.
 */
export async function replaceContributions(
  tx: TenantTx,
  user: CurrentUser,
  data: z.output<typeof bulkProjectContributionsInputSchema>,
): Promise<void> {
  let projectId: number;
  try {
    projectId = await groupProject(tx, data.group);
  } catch {
    throw badRequest({ group: ['Choose a group of your organisation.'] });
  }
  await findEditableProject(tx, user, projectId);
  const people = data.contributions.map((c) => c.person);
  const members = await tx.execute<{ user_id: number }>(sql`
    SELECT om.user_id FROM project_group_members om WHERE om.group_id = ${data.group} AND om.user_id = ANY(${intArray(people)})
    UNION
    SELECT gm.user_id FROM project_groups pg JOIN global_impacted_group_members gm ON gm.group_id = pg.global_impacted_group_id
      WHERE pg.id = ${data.group} AND gm.user_id = ANY(${intArray(people)})`);
  const known = new Set(members.rows.map((r) => r.user_id));
  const strangers = data.contributions.flatMap((c, i) => (known.has(c.person) ? [] : [i]));
  if (strangers.length > 0) {
    throw badRequest(
      Object.fromEntries(
        strangers.map((i) => [`contributions.${i}.person`, ['Not a member of this group.']]),
      ),
    );
  }
  await tx.execute(sql`
    DELETE FROM project_contributions WHERE group_id = ${data.group} AND NOT (user_id = ANY(${intArray(people)}))`);
  if (data.contributions.length === 0) return;
  await tx.execute(sql`
    INSERT INTO project_contributions (organisation_id, group_id, user_id, role, contribution_percent)
    SELECT current_setting('app.organisation_id')::integer, ${data.group}, c.person, c.role, c.share
    FROM unnest(${intArray(people)}, ${textArray(data.contributions.map((c) => c.role))},
                ${intArray(data.contributions.map((c) => c.contribution_percent))}) AS c(person, role, share)
    ON CONFLICT (group_id, user_id) DO UPDATE
      SET role = excluded.role, contribution_percent = excluded.contribution_percent, updated_at = now()`);
}
