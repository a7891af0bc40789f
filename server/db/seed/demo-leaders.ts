import { sql } from 'drizzle-orm';
import type { Database } from '../client';

type Executor = Pick<Database, 'execute'>;

/**
 * Leader activation in the Northwind demo: on the patient record rollout, an ended cycle with
 * its history (tasks closed on time and late, key messages read, nudges delivered and opened,
 * behaviours rated) and a live cycle copied from it, so the scores have something to show.
 * Runs as the owner inside the demo seed's transaction, so it names the organisation itself.
 */
export async function seedDemoLeaders(tx: Executor, organisationId: number): Promise<void> {
  const org = sql`${organisationId}`;
  const project = await tx.execute<{ id: number; created_by_id: number | null }>(sql`
    SELECT id, created_by_id FROM projects WHERE organisation_id = ${org} AND name = 'Electronic patient record rollout'`);
  const p = project.rows[0];
  if (!p) return;
  const groups = await tx.execute<{ id: number }>(sql`
    SELECT id FROM project_groups WHERE organisation_id = ${org} AND project_id = ${p.id} AND group_type = 'Impacted'
    ORDER BY id LIMIT 2`);
  if (groups.rows.length === 0) return;
  const cycle = async (name: string, from: number, to: number, copiedFrom: number | null) => {
    const made = await tx.execute<{ id: number }>(sql`
      INSERT INTO activation_cycles (organisation_id, project_id, name, description, start_date, end_date, copied_from_id, created_by_id)
      VALUES (${org}, ${p.id}, ${name}, 'Leaders of the wards and sites prepare their teams.',
        current_date + ${from}::int, current_date + ${to}::int, ${copiedFrom}, ${p.created_by_id})
      RETURNING id`);
    const id = made.rows[0]?.id;
    if (!id) throw new Error('demo cycle not created');
    for (const g of groups.rows) {
      await tx.execute(
        sql`INSERT INTO activation_cycle_groups (organisation_id, cycle_id, impacted_group_id) VALUES (${org}, ${id}, ${g.id})`,
      );
    }
    return id;
  };
  const earlier = await cycle('Wave 0: awareness', -60, -31, null);
  const live = await cycle('Wave 1: go-live readiness', -14, 16, earlier);
  const [first, second] = groups.rows.map((g) => g.id);
  // Tasks: [cycle, group (null: every group), title, due in days, closed days from due (null: open)].
  const tasks: [number, number | null, string, number, number | null][] = [
    [earlier, null, 'Share the case for the new record with your team', -55, -1],
    [earlier, first ?? null, 'Name a super-user on each ward', -45, 2],
    [earlier, second ?? first ?? null, 'Book the site walk-through', -40, 0],
    [live, null, 'Run a ten-minute huddle on go-live day', -3, -1],
    [live, first ?? null, 'Check every nurse has logged in once', -2, null],
    [live, second ?? first ?? null, 'Confirm printer locations with facilities', 5, null],
    [live, first ?? null, 'Collect questions for the Q&A', 10, null],
  ];
  for (const [cycleId, group, title, due, closedAfter] of tasks) {
    await tx.execute(sql`
      INSERT INTO leader_items (organisation_id, kind, cycle_id, impacted_group_id, title, due_date, closed, closed_at, created_by_id)
      VALUES (${org}, 'TASK', ${cycleId}, ${group}, ${title}, current_date + ${due}::int, ${closedAfter !== null},
        ${closedAfter !== null ? sql`(current_date + ${due + closedAfter}::int)::timestamptz + interval '12 hours'` : sql`NULL`},
        ${p.created_by_id})`);
  }
  await tx.execute(sql`
    INSERT INTO leader_items (organisation_id, kind, cycle_id, impacted_group_id, title, due_date, created_by_id)
    VALUES (${org}, 'ACTION', ${live}, ${first ?? null}, 'Walk the ward at shift change', current_date + 3, ${p.created_by_id})`);
  const messages = [
    'Why we are moving to one patient record',
    'What changes on go-live day',
    'Where to get help',
  ];
  for (const [index, title] of messages.entries()) {
    for (const cycleId of [earlier, live]) {
      await tx.execute(sql`
        INSERT INTO key_messages (organisation_id, cycle_id, title, body, position, created_by_id)
        VALUES (${org}, ${cycleId}, ${title}, ${`${title}: talk it through in your next huddle.`}, ${index + 1}, ${p.created_by_id})`);
    }
  }
  for (const [index, title] of [
    'Record observations at the bedside',
    'Hand over from the record, not paper',
  ].entries()) {
    const made = await tx.execute<{ id: number }>(sql`
      INSERT INTO new_ways_of_working (organisation_id, cycle_id, title, position, created_by_id)
      VALUES (${org}, ${live}, ${title}, ${index + 1}, ${p.created_by_id}) RETURNING id`);
    const behaviour = made.rows[0]?.id;
    if (!behaviour || !first) continue;
    await tx.execute(sql`
      INSERT INTO new_way_of_working_observations (organisation_id, new_way_of_working_id, impacted_group_id, observer_id, consistency)
      SELECT ${org}, ${behaviour}, ${first}, m.user_id, ${index === 0 ? 4 : 3}
      FROM global_impacted_group_members m JOIN project_groups g ON g.global_impacted_group_id = m.group_id
      WHERE g.id = ${first} AND m.is_leader ON CONFLICT DO NOTHING`);
  }
  // A nudge already sent (with its funnel) and one still to come, per group.
  for (const group of groups.rows.map((g) => g.id)) {
    const sent = await tx.execute<{ id: number }>(sql`
      INSERT INTO nudges (organisation_id, impacted_group_id, item_type, item_id, cycle_id, title, description, alert_date_time, channel, recipients, sent_at)
      VALUES (${org}, ${group}, 'ACTIVATION_CYCLE', ${live}, ${live}, 'Go-live is close', 'Log in once before go-live day.',
        now() - interval '7 days', 'TEAMS', 'BOTH', now() - interval '7 days') RETURNING id`);
    const nudge = sent.rows[0]?.id;
    if (nudge) {
      await tx.execute(sql`
        INSERT INTO activation_deliveries (organisation_id, cycle_id, impacted_group_id, item_kind, item_id, user_id, is_leader, channel, sent_at, delivered_at, opened_at)
        SELECT ${org}, ${live}, ${group}, 'NUDGE', ${nudge}, m.user_id, bool_or(m.is_leader), 'TEAMS', now() - interval '7 days', now() - interval '7 days',
          CASE WHEN bool_or(m.is_leader) OR m.user_id % 3 = 0 THEN now() - interval '6 days' END
        FROM global_impacted_group_members m JOIN project_groups g ON g.global_impacted_group_id = m.group_id
        WHERE g.id = ${group} GROUP BY m.user_id ON CONFLICT DO NOTHING`);
    }
    await tx.execute(sql`
      INSERT INTO nudges (organisation_id, impacted_group_id, item_type, item_id, cycle_id, title, description, alert_date_time, channel, recipients)
      VALUES (${org}, ${group}, 'ACTIVATION_CYCLE', ${live}, ${live}, 'Q&A on Thursday', 'Bring your questions about the new record.',
        now() + interval '3 days', 'BOTH', 'EMPLOYEES')`);
  }
}
