import { sql, type SQL } from 'drizzle-orm';
import type { GroupRef } from '../../../../contract/leaders/shared.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { canEditProjectSql } from '../../projects/policy';
import { visibleItemSql } from '../leader-policy';

export type KeyMessageRow = {
  id: number;
  cycle_id: number;
  cycle_name: string;
  project_id: number;
  impacted_group: GroupRef | null;
  title: string;
  body: string;
  position: number;
  can_edit: boolean;
  created_at: Date | string;
  updated_at: Date | string;
};

/**
 * Key messages matching `where` (alias `k`, cycle `c`) that the caller may see, in order;
 * `ownGroups` keeps staff too to the groups they lead themselves (the leader's own view).
 */
export async function selectKeyMessages(
  tx: TenantTx,
  user: CurrentUser,
  where: SQL,
  ownGroups = false,
): Promise<KeyMessageRow[]> {
  const result = await tx.execute<KeyMessageRow>(sql`
    SELECT k.id, k.cycle_id, c.name AS cycle_name, c.project_id,
      CASE WHEN g.id IS NULL THEN NULL ELSE json_build_object('id', g.id, 'name', g.name) END AS impacted_group,
      k.title, k.body, k.position, ${canEditProjectSql(user)} AS can_edit, k.created_at, k.updated_at
    FROM key_messages k
    JOIN activation_cycles c ON c.id = k.cycle_id
    JOIN projects ON projects.id = c.project_id
    LEFT JOIN project_groups g ON g.id = k.impacted_group_id
    WHERE ${where} AND ${visibleItemSql(user, sql`k.cycle_id`, sql`k.impacted_group_id`, ownGroups)}
    ORDER BY c.start_date, c.id, k.position, k.id`);
  return result.rows;
}
