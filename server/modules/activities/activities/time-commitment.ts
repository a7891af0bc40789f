import { sql } from 'drizzle-orm';
import type { AverageTimeCommitment } from '../../../../contract/activities/activities.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { badRequest } from '../../../http-errors';
import { findVisibleProject } from '../../projects/policy';

interface GroupHoursRow extends Record<string, unknown> {
  id: number;
  name: string;
  engagement_hours: number;
  training_hours: number;
}

const round = (n: number) => Math.round(n * 100) / 100;
const mean = (values: number[]) =>
  values.length === 0 ? 0 : round(values.reduce((sum, v) => sum + v, 0) / values.length);

/**
 * `GET projects/{id}/average_engagement_and_training_activity_total_time_commitment/`: hours
 * per person each impacted group gives to the project's engagement and training activities
 * (every occurrence counted), and the average over the groups asked for (all by default).
 */
export async function averageTimeCommitment(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  groupIds: readonly number[] | undefined,
): Promise<AverageTimeCommitment> {
  await findVisibleProject(tx, user, projectId);
  const onlyGroups = groupIds?.length
    ? sql`AND g.id IN (${sql.join(
        groupIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await tx.execute<GroupHoursRow>(sql`
    SELECT g.id, g.name,
      coalesce(sum(o.hours_per_person) FILTER (WHERE a.family = 'ENGAGEMENT'), 0)::float8 AS engagement_hours,
      coalesce(sum(o.hours_per_person) FILTER (WHERE a.family = 'TRAINING'), 0)::float8 AS training_hours
    FROM project_groups g
    LEFT JOIN activity_impacted_groups ag ON ag.group_id = g.id
    LEFT JOIN activities a ON a.id = ag.activity_id
    LEFT JOIN activity_occurrences o ON o.activity_id = a.id
    WHERE g.project_id = ${projectId} AND g.group_type = 'Impacted' AND g.archived = false ${onlyGroups}
    GROUP BY g.id, g.name
    ORDER BY lower(g.name), g.id`);
  if (groupIds?.length) {
    const known = new Set(result.rows.map((row) => row.id));
    const missing = groupIds.filter((id) => !known.has(id));
    if (missing.length > 0) {
      throw badRequest({
        impacted_groups: [`Not an impacted group of this project: ${missing.join(', ')}.`],
      });
    }
  }
  const groups = result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    engagement_hours: round(row.engagement_hours),
    training_hours: round(row.training_hours),
    total_hours: round(row.engagement_hours + row.training_hours),
  }));
  return {
    project: projectId,
    groups,
    average_engagement_hours: mean(groups.map((g) => g.engagement_hours)),
    average_training_hours: mean(groups.map((g) => g.training_hours)),
    average_total_hours: mean(groups.map((g) => g.total_hours)),
  };
}
