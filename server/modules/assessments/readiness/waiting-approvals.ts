import { sql } from 'drizzle-orm';
import type { ApprovalWaiting } from '../../../../contract/assessments/readiness.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';

/**
 * `GET readiness-assessment-measure/waiting_for_my_approval/`: the measures whose latest report
 * asks the signed-in person, as their approver, to approve it, oldest request first, in live
 * projects. Being the approver is the right to see them: an approver need not be on the team.
 */
export async function approvalsWaitingFor(
  tx: TenantTx,
  user: CurrentUser,
): Promise<ApprovalWaiting[]> {
  const rows = await tx.execute<ApprovalWaiting>(sql`
    SELECT m.id AS measure, m.title, p.id AS project, p.name AS project_name, r.rag_status,
      CASE WHEN rp.id IS NULL THEN NULL ELSE json_build_object('id', rp.id, 'display_name',
        coalesce(nullif(trim(concat(rp.first_name, ' ', rp.last_name)), ''), rp.email)) END
        AS reported_by,
      to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS reported_at
    FROM readiness_measures m
    JOIN assessments a ON a.id = m.assessment_id
    JOIN projects p ON p.id = a.project_id AND p.deleted_at IS NULL
    JOIN LATERAL (
      SELECT r.* FROM readiness_status_reports r
      WHERE r.measure_id = m.id AND r.approval_status IS NOT NULL
      ORDER BY r.created_at DESC, r.id DESC LIMIT 1
    ) r ON r.approval_status = 'PENDING'
    LEFT JOIN user_profiles rp ON rp.id = r.reported_by_id
    WHERE m.approver_id = ${user.id}
    ORDER BY r.created_at, m.id`);
  return rows.rows;
}
