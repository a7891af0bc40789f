import { sql, type SQL } from 'drizzle-orm';
import type { AudienceOptions, SendSurveyData } from '../../../../contract/surveys/delivery.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { badRequest } from '../../../http-errors';
import { groupsOfProject } from '../../groups/group-membership';
import { findVisibleProject } from '../../projects/policy';
import type { SurveyRow } from '../policy';

/** Someone a survey goes to, with what the invitation and the local-time send need. */
export interface SurveyRecipientTarget {
  userId: number;
  groupId: number | null;
  name: string;
  email: string;
  externalId: string;
  timeZone: string | null;
}

/**
 * The groups and personas a project's survey may go to, with how many people each reaches.
 * Without a project (an enterprise survey): the organisation-wide groups, departments and
 * sites, the personas, and people named one by one.
 */
export async function audienceOptions(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number | undefined,
): Promise<AudienceOptions> {
  if (projectId !== undefined) await findVisibleProject(tx, user, projectId);
  const groups = projectId !== undefined ? await groupsOfProject(tx, projectId) : [];
  const personas = await tx.execute<{ id: number; name: string; people: number }>(sql`
    SELECT p.id, p.name,
      (SELECT count(*)::int FROM user_profiles u WHERE u.is_active AND lower(u.persona) = lower(p.name)) AS people
    FROM personas p WHERE NOT p.archived ORDER BY p.position, lower(p.name)`);
  const enterprise = projectId === undefined ? await enterpriseReach(tx) : null;
  return {
    groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      group_type: g.group_type,
      members: g.member_count,
      leaders: g.leader_count,
    })),
    global_groups: enterprise?.groups ?? [],
    departments: enterprise?.departments ?? [],
    sites: enterprise?.sites ?? [],
    personas: personas.rows,
  };
}

/** The organisation's own groups, and its departments and sites with their active people. */
async function enterpriseReach(tx: TenantTx) {
  const groups = await tx.execute<{ id: number; name: string; members: number; leaders: number }>(
    sql`
    SELECT g.id, g.name,
      count(u.id)::int AS members, count(u.id) FILTER (WHERE m.is_leader)::int AS leaders
    FROM global_impacted_groups g
      LEFT JOIN global_impacted_group_members m ON m.group_id = g.id
      LEFT JOIN user_profiles u ON u.id = m.user_id AND u.is_active
    WHERE NOT g.archived GROUP BY g.id ORDER BY lower(g.name) LIMIT 500`,
  );
  // Every live entry of the list, with the active people whose profile references it.
  const by = (list: SQL, reference: SQL) =>
    tx.execute<{ id: number; name: string; people: number }>(sql`
      SELECT l.id, l.name, count(u.id)::int AS people FROM ${list} l
        LEFT JOIN user_profiles u ON ${reference} = l.id AND u.is_active
      WHERE NOT l.archived
      GROUP BY l.id ORDER BY l.position, lower(l.name), l.id LIMIT 500`);
  const departments = await by(sql`departments`, sql`u.department_id`);
  const sites = await by(sql`reporting_sites`, sql`u.site_id`);
  return { groups: groups.rows, departments: departments.rows, sites: sites.rows };
}

/**
 * The name of the group that reached a recipient or response `alias` (with `survey_id` and
 * `group_id`): a project's group, or for an enterprise survey an organisation-wide one.
 */
export function audienceGroupNameSql(alias: string): SQL {
  const r = sql.raw(alias);
  return sql`CASE WHEN ${r}.group_id IS NULL THEN NULL
    WHEN (SELECT s.project_id FROM surveys s WHERE s.id = ${r}.survey_id) IS NULL
      THEN (SELECT gg.name FROM global_impacted_groups gg WHERE gg.id = ${r}.group_id)
    ELSE (SELECT pg.name FROM project_groups pg WHERE pg.id = ${r}.group_id) END`;
}

type AudienceInput = Pick<
  SendSurveyData,
  | 'audience_kind'
  | 'audience_groups'
  | 'audience_people'
  | 'audience_personas'
  | 'audience_global_groups'
  | 'audience_departments'
  | 'audience_sites'
>;

/** How many of `values` (distinct) the query finds: a check that each exists. */
async function allFound(tx: TenantTx, values: readonly (number | string)[], query: SQL) {
  const found = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${query}) q`);
  return (found.rows[0]?.n ?? 0) === new Set(values).size;
}

/**
 * Refuses groups outside the survey's project and unknown personas. A project's survey reaches
 * its project's groups; an enterprise survey the organisation's own groups, departments and
 * sites. People are named one by one in either.
 */
export async function checkAudience(
  tx: TenantTx,
  survey: SurveyRow,
  input: AudienceInput,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  const enterprise = survey.projectId === null;
  if (input.audience_kind === 'PERSONA' && input.audience_personas.length === 0) {
    throw badRequest({ audience_personas: ['Choose at least one persona.'] });
  }
  const chosen =
    input.audience_groups.length +
    input.audience_people.length +
    input.audience_global_groups.length +
    input.audience_departments.length +
    input.audience_sites.length;
  if (input.audience_kind === 'PEOPLE' && chosen === 0) {
    throw badRequest({
      [enterprise ? 'audience_global_groups' : 'audience_groups']: [
        enterprise
          ? 'Choose at least one group, department, site or person.'
          : 'Choose at least one group or person.',
      ],
    });
  }
  if (input.audience_groups.length) {
    const ok =
      !enterprise &&
      (await allFound(
        tx,
        input.audience_groups,
        sql`SELECT id FROM project_groups WHERE id = ANY(${sql.param(input.audience_groups)}::int[])
          AND NOT archived AND project_id = ${survey.projectId}`,
      ));
    if (!ok) {
      errors.audience_groups = [
        enterprise
          ? 'An enterprise survey reaches your organisation’s groups, not a project’s.'
          : 'Choose groups of this survey’s project.',
      ];
    }
  }
  const enterpriseOnly = 'Only an enterprise survey reaches the whole organisation.';
  if (input.audience_global_groups.length) {
    const ok =
      enterprise &&
      (await allFound(
        tx,
        input.audience_global_groups,
        sql`SELECT id FROM global_impacted_groups
          WHERE id = ANY(${sql.param(input.audience_global_groups)}::int[]) AND NOT archived`,
      ));
    if (!ok) {
      errors.audience_global_groups = [
        enterprise ? 'Choose groups of your organisation.' : enterpriseOnly,
      ];
    }
  }
  for (const [field, list, what] of [
    ['audience_departments', sql`departments`, 'departments'],
    ['audience_sites', sql`reporting_sites`, 'sites'],
  ] as const) {
    const ids = input[field];
    if (!ids.length) continue;
    const ok =
      enterprise &&
      (await allFound(
        tx,
        ids,
        sql`SELECT id FROM ${list} WHERE id = ANY(${sql.param(ids)}::int[]) AND NOT archived`,
      ));
    if (!ok) errors[field] = [enterprise ? `Choose ${what} from the list.` : enterpriseOnly];
  }
  if (input.audience_people.length) {
    const ok = await allFound(
      tx,
      input.audience_people,
      sql`SELECT id FROM user_profiles WHERE id = ANY(${sql.param(input.audience_people)}::int[]) AND is_active`,
    );
    if (!ok) errors.audience_people = ['Choose active people of your organisation.'];
  }
  if (input.audience_personas.length) {
    const ok = await allFound(
      tx,
      input.audience_personas,
      sql`SELECT id FROM personas WHERE id = ANY(${sql.param(input.audience_personas)}::int[])`,
    );
    if (!ok) errors.audience_personas = ['Choose personas from the list.'];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
}

/**
 * Everyone the survey's audience reaches, once each, in one statement: members of the chosen
 * groups (their own, or those of the global group they link; an enterprise survey's
 * organisation-wide groups), the people of chosen departments and sites (leaders are those with
 * the leader role), leaders or employees only when asked; people named directly; or, by
 * persona, the people of those personas.
 */
export async function resolveAudience(
  tx: TenantTx,
  survey: SurveyRow,
): Promise<SurveyRecipientTarget[]> {
  const leaderRule =
    survey.audience === 'LEADER'
      ? sql`AND m.is_leader`
      : survey.audience === 'EMPLOYEE'
        ? sql`AND NOT m.is_leader`
        : sql``;
  const reached =
    survey.audienceKind === 'PERSONA'
      ? sql`SELECT u.id AS user_id, NULL::int AS group_id FROM user_profiles u
             JOIN personas p ON lower(p.name) = lower(u.persona)
             WHERE p.id = ANY(${sql.param(survey.audiencePersonaIds)}::int[])`
      : sql`SELECT m.user_id, m.group_id FROM (
               SELECT om.user_id, om.group_id, om.is_leader FROM project_group_members om
                 WHERE om.group_id = ANY(${sql.param(survey.audienceGroupIds)}::int[])
               UNION ALL
               SELECT gm.user_id, g.id, gm.is_leader FROM project_groups g
                 JOIN global_impacted_group_members gm ON gm.group_id = g.global_impacted_group_id
                 WHERE g.id = ANY(${sql.param(survey.audienceGroupIds)}::int[])
               UNION ALL
               SELECT em.user_id, em.group_id, em.is_leader FROM global_impacted_group_members em
                 WHERE em.group_id = ANY(${sql.param(survey.audienceGlobalGroupIds)}::int[])
               UNION ALL
               SELECT p.id, NULL::int, p.role = 'LEADER' FROM user_profiles p
                 WHERE p.department_id = ANY(${sql.param(survey.audienceDepartmentIds)}::int[])
                   OR p.site_id = ANY(${sql.param(survey.audienceSiteIds)}::int[])
             ) m WHERE true ${leaderRule}
             UNION ALL
             SELECT unnest(${sql.param(survey.audiencePersonIds)}::int[]), NULL::int`;
  const result = await tx.execute<{
    user_id: number;
    group_id: number | null;
    name: string;
    email: string;
    external_id: string;
    time_zone: string | null;
  }>(sql`
    SELECT DISTINCT ON (u.id) u.id AS user_id, r.group_id, u.email, u.external_id, u.time_zone,
      coalesce(nullif(trim(concat(u.first_name, ' ', u.last_name)), ''), u.email) AS name
    FROM (${reached}) r JOIN user_profiles u ON u.id = r.user_id
    WHERE u.is_active
    ORDER BY u.id, r.group_id NULLS LAST`);
  return result.rows.map((r) => ({
    userId: r.user_id,
    groupId: r.group_id,
    name: r.name,
    email: r.email,
    externalId: r.external_id,
    timeZone: r.time_zone,
  }));
}
