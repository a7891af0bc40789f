import { sql } from 'drizzle-orm';
import type { Database } from '../client';

type Executor = Pick<Database, 'execute'>;

interface DemoActivity {
  name: string;
  family: 'ENGAGEMENT' | 'TRAINING';
  type: string;
  /** Days from today; a duration also has `lengthDays`. */
  inDays: number;
  lengthDays?: number;
  weeklyUntilDays?: number;
  hours: number;
  audience?: 'ALL' | 'LEADER';
  /** Global groups whose project groups it is for. */
  groups: string[];
  change?: string;
}

/**
 * The electronic patient record's plan: training and pulses around the medication go-live (21
 * days on, high for clinical staff), a weekly huddle and a leader briefing, so the time heatmap
 * shows clinical staff loaded in the weeks before and after that go-live.
 */
const eprPlan: DemoActivity[] = [
  {
    name: 'Ward huddle',
    family: 'ENGAGEMENT',
    type: 'Change champion huddle',
    inDays: -14,
    weeklyUntilDays: 56,
    hours: 0.5,
    groups: ['Clinical and patient-facing staff'],
  },
  {
    name: 'Medication workshop',
    family: 'TRAINING',
    type: 'Hands-on workshop',
    inDays: 14,
    hours: 3,
    groups: ['Clinical and patient-facing staff'],
    change: 'Electronic medication administration',
  },
  {
    name: 'Charting refresher',
    family: 'TRAINING',
    type: 'E-learning',
    inDays: 5,
    lengthDays: 14,
    hours: 1,
    groups: ['Leeds site'],
    change: 'Bedside electronic charting',
  },
  {
    name: 'Medication go-live pulse',
    family: 'ENGAGEMENT',
    type: 'Go-live pulse',
    inDays: 24,
    hours: 0.25,
    groups: ['Clinical and patient-facing staff'],
    change: 'Electronic medication administration',
  },
  {
    name: 'Leader briefing: documentation standards',
    family: 'ENGAGEMENT',
    type: 'Leader briefing',
    inDays: 67,
    hours: 1,
    audience: 'LEADER',
    groups: ['Clinical and patient-facing staff', 'Leeds site'],
    change: 'Clinical documentation standards',
  },
];

/** Seeds the demo organisation's activity plan (runs as the owner, so ids are given). */
export async function seedDemoActivities(tx: Executor, organisationId: number): Promise<void> {
  const org = sql`${organisationId}`;
  const project = sql`(SELECT id FROM projects WHERE organisation_id = ${org} AND name = 'Electronic patient record rollout')`;
  for (const a of eprPlan) {
    const typeTable =
      a.family === 'ENGAGEMENT' ? sql`engagement_activity_types` : sql`training_activity_types`;
    const typeId = sql`(SELECT id FROM ${typeTable} WHERE organisation_id = ${org} AND name = ${a.type})`;
    const created = await tx.execute<{ id: number }>(sql`
      INSERT INTO activities (organisation_id, project_id, family, engagement_type_id, training_type_id, name, date_mode,
        start_date, end_date, repeat, repeat_until, audience, hours_per_person, plan_kind)
      VALUES (${org}, ${project}, ${a.family},
        ${a.family === 'ENGAGEMENT' ? typeId : null}, ${a.family === 'TRAINING' ? typeId : null}, ${a.name},
        ${a.lengthDays ? 'DURATION' : 'SINGLE_DATE'}, current_date + ${a.inDays}::int,
        ${a.lengthDays ? sql`current_date + ${a.inDays + a.lengthDays}::int` : null},
        ${a.weeklyUntilDays !== undefined ? 'Weekly' : "Don't Repeat"},
        ${a.weeklyUntilDays !== undefined ? sql`current_date + ${a.weeklyUntilDays}::int` : null},
        ${a.audience ?? 'ALL'}, ${a.hours}, ${a.family === 'TRAINING' ? 'TRAINING_PLAN' : 'ENGAGEMENT_PLAN'})
      RETURNING id`);
    const id = created.rows[0]?.id;
    if (!id) throw new Error(`demo activity ${a.name} not created`);
    for (const group of a.groups) {
      await tx.execute(sql`
        INSERT INTO activity_impacted_groups (organisation_id, activity_id, group_id)
        SELECT ${org}, ${id}, pg.id FROM project_groups pg
        JOIN global_impacted_groups g ON g.id = pg.global_impacted_group_id
        WHERE pg.organisation_id = ${org} AND pg.project_id = ${project} AND g.name = ${group}`);
    }
    if (a.change) {
      await tx.execute(sql`
        INSERT INTO activity_changes (organisation_id, activity_id, change_id)
        SELECT ${org}, ${id}, c.id FROM changes c WHERE c.organisation_id = ${org} AND c.project_id = ${project} AND c.name = ${a.change}`);
    }
  }
  // Every occurrence, as the activities area keeps them (a week apart for weekly ones).
  await tx.execute(sql`
    INSERT INTO activity_occurrences (organisation_id, activity_id, starts_on, ends_on, hours_per_person)
    SELECT a.organisation_id, a.id, d::date, d::date + coalesce(a.end_date - a.start_date, 0), a.hours_per_person
    FROM activities a,
      generate_series(a.start_date, coalesce(a.repeat_until, a.start_date), interval '1 week') d
    WHERE a.organisation_id = ${org}`);
}
