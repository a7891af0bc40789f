import { sql, type SQL } from 'drizzle-orm';
import { recipientStatuses, type RecipientStatus } from '../../../../contract/surveys/delivery';
import type { DeliveryData, RecipientDelivery } from '../../../../contract/surveys/delivery.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { containsPattern } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { badRequest } from '../../../http-errors';
import { findVisibleSurvey } from '../policy';
import { audienceGroupNameSql } from './audience';

/** A recipient's status from its dates: answered, opened, failed, sent, or not sent yet. */
export const recipientStatusSql = sql<RecipientStatus>`CASE
  WHEN r.completed_at IS NOT NULL THEN 'COMPLETED'
  WHEN r.opened_at IS NOT NULL THEN 'OPENED'
  WHEN r.failed_reason IS NOT NULL THEN 'FAILED'
  WHEN r.sent_at IS NOT NULL THEN 'SENT'
  ELSE 'PENDING' END`;

type Row = {
  id: number;
  user_id: number;
  display_name: string;
  email: string;
  group_id: number | null;
  group_name: string | null;
  channel: RecipientDelivery['channel'];
  status: RecipientStatus;
  sent_at: Date | string | null;
  failed_reason: string | null;
  opened_at: Date | string | null;
  completed_at: Date | string | null;
  reminders_enabled: boolean;
  reminded_at: Date | string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function present(r: Row): RecipientDelivery {
  return {
    id: r.id,
    person: { id: r.user_id, display_name: r.display_name, email: r.email },
    group: r.group_id !== null ? { id: r.group_id, name: r.group_name ?? 'Group' } : null,
    channel: r.channel,
    status: r.status,
    sent_at: iso(r.sent_at),
    failed_reason: r.failed_reason,
    opened_at: iso(r.opened_at),
    completed_at: iso(r.completed_at),
    reminders_enabled: r.reminders_enabled,
    reminded_at: iso(r.reminded_at),
  };
}

/** Each recipient's delivery in a cycle, paged, with a count per status for the whole cycle. */
export async function deliveryData(
  tx: TenantTx,
  user: CurrentUser,
  surveyId: number,
  isNwow: boolean,
  input: {
    status?: RecipientStatus;
    search?: string;
    cycle?: number;
    page_number: number;
    page_size: number;
  },
  path: (page: number) => string,
): Promise<DeliveryData> {
  const { survey } = await findVisibleSurvey(tx, user, surveyId);
  if (isNwow !== survey.isNwow && isNwow) {
    throw badRequest({ isNWOW: ['This is not a new-ways-of-working survey.'] });
  }
  const cycle = input.cycle ?? survey.cycle;
  const base: SQL = sql`r.survey_id = ${surveyId} AND r.cycle = ${cycle}`;
  const conditions: SQL[] = [base];
  if (input.status) conditions.push(sql`${recipientStatusSql} = ${input.status}`);
  if (input.search) {
    const pattern = containsPattern(input.search);
    conditions.push(
      sql`(u.email ILIKE ${pattern} OR concat(u.first_name, ' ', u.last_name) ILIKE ${pattern})`,
    );
  }
  const where = sql.join(conditions, sql` AND `);
  const offset = (input.page_number - 1) * input.page_size;
  const rows = await tx.execute<Row & { total: number }>(sql`
    SELECT r.id, r.user_id, u.email, r.group_id, ${audienceGroupNameSql('r')} AS group_name, r.channel,
      coalesce(nullif(trim(concat(u.first_name, ' ', u.last_name)), ''), u.email) AS display_name,
      ${recipientStatusSql} AS status, r.sent_at, r.failed_reason, r.opened_at, r.completed_at,
      r.reminders_enabled, r.reminded_at, count(*) OVER ()::int AS total
    FROM survey_recipients r
    JOIN user_profiles u ON u.id = r.user_id
    WHERE ${where}
    ORDER BY lower(u.last_name), lower(u.first_name), r.id
    LIMIT ${input.page_size} OFFSET ${offset}`);
  const summaryRows = await tx.execute<{ status: RecipientStatus; n: number }>(sql`
    SELECT ${recipientStatusSql} AS status, count(*)::int AS n FROM survey_recipients r
    WHERE ${base} GROUP BY 1`);
  const summary = Object.fromEntries(recipientStatuses.map((s) => [s, 0])) as Record<
    RecipientStatus,
    number
  >;
  for (const s of summaryRows.rows) summary[s.status] = s.n;
  const count = rows.rows[0]?.total ?? 0;
  return {
    count,
    next: offset + input.page_size < count ? path(input.page_number + 1) : null,
    previous: input.page_number > 1 ? path(input.page_number - 1) : null,
    results: rows.rows.map(present),
    summary,
  };
}

/** One recipient's delivery row. */
export async function recipientDelivery(
  tx: TenantTx,
  recipientId: number,
): Promise<RecipientDelivery> {
  const rows = await tx.execute<Row>(sql`
    SELECT r.id, r.user_id, u.email, r.group_id, ${audienceGroupNameSql('r')} AS group_name, r.channel,
      coalesce(nullif(trim(concat(u.first_name, ' ', u.last_name)), ''), u.email) AS display_name,
      ${recipientStatusSql} AS status, r.sent_at, r.failed_reason, r.opened_at, r.completed_at,
      r.reminders_enabled, r.reminded_at
    FROM survey_recipients r JOIN user_profiles u ON u.id = r.user_id
    WHERE r.id = ${recipientId}`);
  const row = rows.rows[0];
  if (!row) throw new Error('recipient vanished');
  return present(row);
}
