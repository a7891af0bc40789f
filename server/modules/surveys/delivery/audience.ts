import { sql } from 'drizzle-orm';
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
 * Without a project (an enterprise survey): the personas, and people named one by one.
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
  return {
    groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      group_type: g.group_type,
      members: g.member_count,
      leaders: g.leader_count,
    })),
    personas: personas.rows,
  };
}

/** Refuses groups outside the survey's project (any project for an enterprise survey) and unknown personas. */
export async function checkAudience(
  tx: TenantTx,
  survey: SurveyRow,
  input: Pick<
    SendSurveyData,
    'audience_kind' | 'audience_groups' | 'audience_people' | 'audience_personas'
  >,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (input.audience_kind === 'PERSONA' && input.audience_personas.length === 0) {
    throw badRequest({ audience_personas: ['Choose at least one persona.'] });
  }
  if (
    input.audience_kind === 'PEOPLE' &&
    input.audience_groups.length + input.audience_people.length === 0
  ) {
    throw badRequest({ audience_groups: ['Choose at least one group or person.'] });
  }
  if (input.audience_groups.length) {
    const found = await tx.execute<{ id: number }>(sql`
      SELECT id FROM project_groups WHERE id = ANY(${sql.param(input.audience_groups)}::int[])
        AND NOT archived ${survey.projectId ? sql`AND project_id = ${survey.projectId}` : sql``}`);
    if (found.rows.length !== new Set(input.audience_groups).size) {
      errors.audience_groups = ['Choose groups of this survey’s project.'];
    }
  }
  if (input.audience_people.length) {
    const found = await tx.execute<{ id: number }>(sql`
      SELECT id FROM user_profiles WHERE id = ANY(${sql.param(input.audience_people)}::int[]) AND is_active`);
    if (found.rows.length !== new Set(input.audience_people).size) {
      errors.audience_people = ['Choose active people of your organisation.'];
    }
  }
  if (input.audience_personas.length) {
    const found = await tx.execute<{ id: number }>(sql`
      SELECT id FROM personas WHERE id = ANY(${sql.param(input.audience_personas)}::int[])`);
    if (found.rows.length !== new Set(input.audience_personas).size) {
      errors.audience_personas = ['Choose personas from the list.'];
    }
  }
  if (Object.keys(errors).length) throw badRequest(errors);
}

/**
 * Everyone the survey's audience reaches, once each, in one statement: members of the chosen
 * groups (their own, or those of the global group they link), leaders or employees only when
 * asked; people named directly; or, by persona, the people of those personas.
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
