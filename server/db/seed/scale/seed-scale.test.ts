import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/support/test-database';
import { metricStatusOf, type MetricDirection } from '@contract/projects/metrics';
import { scaleParts } from './parts';
import { scaleOrganisationName, scaleSizes, seedScale } from './seed-scale';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
const today = new Date('2026-03-15T00:00:00Z');

/** What the scaled organisation holds, in a form two runs can be compared by. */
async function fingerprint(db: TestDatabase, organisationId: number) {
  const q = async (text: string) =>
    (await db.pool.query(text, [organisationId])).rows as Record<string, unknown>[];
  return {
    people: await q(
      'SELECT email, role, department, is_active FROM user_profiles WHERE organisation_id = $1 ORDER BY id',
    ),
    projects: await q(
      'SELECT name, status, start_date::text FROM projects WHERE organisation_id = $1 ORDER BY id',
    ),
    changes: await q(
      'SELECT c.name, p.name AS project, c.go_live_date::text FROM changes c JOIN projects p ON p.id = c.project_id WHERE c.organisation_id = $1 ORDER BY c.id',
    ),
    groups: await q(
      'SELECT g.name, count(m.user_id)::int AS members FROM global_impacted_groups g LEFT JOIN global_impacted_group_members m ON m.group_id = g.id WHERE g.organisation_id = $1 GROUP BY g.id ORDER BY g.id',
    ),
    impacts: await q(
      'SELECT change_id, impacted_group_id, impact_level, hours_per_person FROM change_impacted_groups WHERE organisation_id = $1 ORDER BY id',
    ),
    occurrences: await q(
      'SELECT o.starts_on::text, o.hours_per_person, a.name FROM activity_occurrences o JOIN activities a ON a.id = o.activity_id WHERE o.organisation_id = $1 ORDER BY o.activity_id, o.starts_on',
    ),
    reports: await q(
      'SELECT period::text, value FROM metric_reports WHERE organisation_id = $1 ORDER BY id',
    ),
    deliveries: await q(
      'SELECT item_kind, item_id, user_id, opened_at IS NOT NULL AS opened FROM comms_deliveries WHERE organisation_id = $1 ORDER BY id',
    ),
    ratings: await q(
      'SELECT assessment_id, change_id, impacted_group_id, dimension, rating FROM assessment_ratings WHERE organisation_id = $1 ORDER BY id',
    ),
    leaderItems: await q(
      'SELECT cycle_id, impacted_group_id, title, due_date::text, closed FROM leader_items WHERE organisation_id = $1 ORDER BY id',
    ),
    audit: await q(
      'SELECT entity, summary, created_at FROM admin_audit_events WHERE organisation_id = $1 ORDER BY id',
    ),
  };
}

describe('the scaler', () => {
  let first: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([first.drop(), second.drop()]);
  });

  it('builds an organisation of the asked size, the same on every run, once', async () => {
    const lines: string[] = [];
    // pg queues a statement sent while another runs on the same connection, and warns (pg 9
    // refuses): the scaler's one connection must be used one statement at a time.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    const id = await seedScale(first.pool, { factor: 2, today, log: (l) => lines.push(l) }).finally(
      () => process.off('warning', onWarning),
    );
    expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
    expect(id).toBeGreaterThan(0);
    expect(lines).toHaveLength(scaleParts.length + 2);
    const count = async (table: string) =>
      (
        await first.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table} WHERE organisation_id = $1`,
          [id],
        )
      ).rows[0]?.n;
    const sizes = scaleSizes({ factor: 2 });
    expect(await count('user_profiles')).toBe(sizes.people);
    // Everyone but the top of the org chart has a line manager of the same organisation.
    const reporting = await first.pool.query<{ without: number; outside: number }>(
      `SELECT count(*) FILTER (WHERE p.manager_id IS NULL)::int AS without,
              count(*) FILTER (WHERE m.organisation_id <> p.organisation_id)::int AS outside
       FROM user_profiles p LEFT JOIN user_profiles m ON m.id = p.manager_id
       WHERE p.organisation_id = $1`,
      [id],
    );
    expect(reporting.rows[0]).toEqual({ without: 8, outside: 0 });
    // Each person's site and department name is the one of the list entry they refer to (the
    // bulk load skips the trigger that keeps them so for ordinary writes).
    const misnamed = await first.pool.query(
      `SELECT p.id FROM user_profiles p
         LEFT JOIN departments d ON d.id = p.department_id
         LEFT JOIN reporting_sites s ON s.id = p.site_id
        WHERE p.organisation_id = $1
          AND (p.department_id IS NULL OR p.site_id IS NULL
            OR p.department IS DISTINCT FROM d.name OR p.site IS DISTINCT FROM s.name
            OR d.organisation_id <> $1 OR s.organisation_id <> $1)`,
      [id],
    );
    expect(misnamed.rows).toEqual([]);
    expect(await count('projects')).toBe(sizes.projects);
    expect(await count('changes')).toBeGreaterThanOrEqual(sizes.projects);
    expect(await count('workstreams')).toBeGreaterThanOrEqual(sizes.projects * 2);
    expect(await count('feature_flags')).toBeGreaterThan(0);
    expect(await count('global_impacted_groups')).toBe(sizes.impactedGroups);
    expect(await count('project_groups')).toBeGreaterThanOrEqual(sizes.projects);
    expect(await count('change_impacted_groups')).toBeGreaterThanOrEqual(
      (await count('changes')) ?? 0,
    );
    expect(await count('activities')).toBeGreaterThanOrEqual(sizes.projects);
    expect(await count('activity_occurrences')).toBeGreaterThanOrEqual(
      (await count('activities')) ?? 0,
    );
    expect(await count('activity_impacted_groups')).toBeGreaterThanOrEqual(
      (await count('activities')) ?? 0,
    );

    expect(await count('comms_threads')).toBeGreaterThanOrEqual(sizes.projects * 2);
    expect(await count('comms_emails')).toBeGreaterThanOrEqual(sizes.projects);
    // A delivery for each recipient of what was sent, and only of what was sent.
    const unsentDeliveries = await first.pool.query(
      `SELECT 1 FROM comms_deliveries d JOIN comms_threads t ON t.id = d.item_id
        WHERE d.organisation_id = $1 AND d.item_kind = 'ANNOUNCEMENT' AND t.sent_at IS NULL`,
      [id],
    );
    expect(unsentDeliveries.rowCount).toBe(0);
    expect(await count('comms_deliveries')).toBeGreaterThan(0);
    // …to an active person the item was addressed to, by name or as a member of a receiving
    // group (its own members or its organisation-wide group's), once each.
    const unaddressed = await first.pool.query(
      `SELECT d.id FROM comms_deliveries d JOIN user_profiles u ON u.id = d.user_id
        WHERE d.organisation_id = $1 AND (NOT u.is_active OR NOT EXISTS (
          SELECT 1 FROM comms_receivers r
            LEFT JOIN project_group_members pm ON pm.group_id = r.group_id AND pm.user_id = d.user_id
            LEFT JOIN project_groups pg ON pg.id = r.group_id
            LEFT JOIN global_impacted_group_members gm
              ON gm.group_id = pg.global_impacted_group_id AND gm.user_id = d.user_id
           WHERE (CASE d.item_kind WHEN 'EMAIL' THEN r.email_id WHEN 'OUTLOOK_EVENT' THEN r.event_id
                  ELSE r.thread_id END) = d.item_id
             AND (r.user_id = d.user_id OR pm.user_id IS NOT NULL OR gm.user_id IS NOT NULL)))`,
      [id],
    );
    expect(unaddressed.rows).toEqual([]);
    const byGroup = await first.pool.query(
      'SELECT 1 FROM comms_receivers WHERE organisation_id = $1 AND group_id IS NOT NULL',
      [id],
    );
    expect(byGroup.rowCount).toBeGreaterThan(0);
    expect(await count('surveys')).toBe(sizes.projects);
    // Each response answers its survey's three questions, and comes from one of its recipients.
    expect(await count('survey_answers')).toBe(((await count('survey_responses')) ?? 0) * 3);
    const strayResponses = await first.pool.query(
      `SELECT 1 FROM survey_responses s JOIN survey_recipients r ON r.id = s.recipient_id
        WHERE s.organisation_id = $1 AND (r.survey_id <> s.survey_id OR r.completed_at IS NULL)`,
      [id],
    );
    expect(strayResponses.rowCount).toBe(0);

    // Admin: the reference lists an organisation of this size keeps, with their audit trail.
    expect(await count('reporting_site_regions')).toBe(4);
    const unplaced = await first.pool.query(
      'SELECT 1 FROM reporting_sites WHERE organisation_id = $1 AND region_id IS NULL',
      [id],
    );
    expect(unplaced.rowCount).toBe(0);
    expect(await count('sub_functions')).toBeGreaterThan(10);
    expect(await count('change_reach_items')).toBeGreaterThan(5);
    expect(await count('standard_deliverables')).toBeGreaterThan(5);
    expect(await count('custom_tool_templates')).toBeGreaterThan(3);
    expect(await count('rating_descriptions')).toBe(25);
    expect(await count('admin_audit_events')).toBeGreaterThan(50);

    // Assessments: all six kinds, ratings on each started grid, the registers.
    const kinds = await first.pool.query<{ kind: string }>(
      'SELECT DISTINCT kind FROM assessments WHERE organisation_id = $1 ORDER BY kind',
      [id],
    );
    expect(kinds.rows).toHaveLength(6);
    for (const table of [
      'assessment_ratings',
      'impacts',
      'impact_impacted_groups',
      'training_capabilities',
      'training_capability_groups',
      'readiness_measures',
      'readiness_status_reports',
      'business_risks',
      'business_risk_ratings',
      'change_risk_items',
    ]) {
      // Named, so a failure says which table stayed empty.
      expect({ table, rows: (await count(table)) ?? 0 }).not.toEqual({ table, rows: 0 });
    }
    // Every rating's change and group belong to its assessment's project (so to its
    // organisation), only started grids hold ratings, and a change impact is rated on every
    // dimension; the same holds for impacts, capabilities, risks and risk items.
    const misplaced = await first.pool.query(
      `SELECT 'rating' FROM assessment_ratings r JOIN assessments a ON a.id = r.assessment_id
         JOIN changes c ON c.id = r.change_id JOIN project_groups g ON g.id = r.impacted_group_id
        WHERE r.organisation_id = $1 AND (c.project_id <> a.project_id OR g.project_id <> a.project_id
          OR c.organisation_id <> $1 OR g.organisation_id <> $1 OR a.organisation_id <> $1
          OR a.status = 'NOT_STARTED')
       UNION ALL
       SELECT 'impact group' FROM impact_impacted_groups ig JOIN impacts i ON i.id = ig.impact_id
         JOIN project_groups g ON g.id = ig.impacted_group_id JOIN changes c ON c.id = i.change_id
        WHERE ig.organisation_id = $1 AND (g.project_id <> i.project_id OR c.project_id <> i.project_id)
       UNION ALL
       SELECT 'capability group' FROM training_capability_groups cg
         JOIN training_capabilities t ON t.id = cg.capability_id
         JOIN project_groups g ON g.id = cg.impacted_group_id JOIN changes c ON c.id = t.change_id
        WHERE cg.organisation_id = $1 AND (g.project_id <> t.project_id OR c.project_id <> t.project_id)
       UNION ALL
       SELECT 'risk rating' FROM business_risk_ratings rr JOIN assessments a ON a.id = rr.assessment_id
         JOIN business_risks b ON b.id = rr.business_risk_id
        WHERE rr.organisation_id = $1 AND (b.project_id <> a.project_id OR a.kind <> 'BUSINESS_RISK')
       UNION ALL
       SELECT 'risk item' FROM change_risk_items ri JOIN assessments a ON a.id = ri.assessment_id
         JOIN changes c ON c.id = ri.change_id
        WHERE ri.organisation_id = $1 AND (c.project_id <> a.project_id OR a.kind <> 'IMPLEMENTATION_RISK')
       UNION ALL
       SELECT 'decision' FROM readiness_status_reports s
        WHERE s.organisation_id = $1
          AND (s.decided_at IS NOT NULL) <> (s.approval_status IN ('APPROVED', 'REJECTED'))`,
      [id],
    );
    expect(misplaced.rows).toEqual([]);
    const dimensions = await first.pool.query<{ n: number }>(
      `SELECT count(DISTINCT r.dimension)::int AS n FROM assessment_ratings r
         JOIN assessments a ON a.id = r.assessment_id
        WHERE r.organisation_id = $1 AND a.kind = 'CHANGE_IMPACT'`,
      [id],
    );
    expect(dimensions.rows[0]?.n).toBe(6);

    // Leaders: cycles with their groups' plans, tasks, messages, nudges and the funnel.
    for (const table of [
      'activation_cycles',
      'activation_cycle_groups',
      'leader_items',
      'key_messages',
      'new_ways_of_working',
      'new_way_of_working_observations',
      'nudges',
      'activation_deliveries',
    ]) {
      expect({ table, rows: (await count(table)) ?? 0 }).not.toEqual({ table, rows: 0 });
    }
    const strayLeaderRows = await first.pool.query(
      `SELECT 'plan' FROM activation_cycle_groups cg JOIN activation_cycles c ON c.id = cg.cycle_id
         JOIN project_groups g ON g.id = cg.impacted_group_id
        WHERE cg.organisation_id = $1 AND g.project_id <> c.project_id
       UNION ALL
       SELECT 'item' FROM leader_items i WHERE i.organisation_id = $1 AND i.impacted_group_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM activation_cycle_groups cg
                          WHERE cg.cycle_id = i.cycle_id AND cg.impacted_group_id = i.impacted_group_id)
       UNION ALL
       SELECT 'nudge' FROM nudges n WHERE n.organisation_id = $1
         AND NOT EXISTS (SELECT 1 FROM activation_cycle_groups cg
                          WHERE cg.cycle_id = n.cycle_id AND cg.impacted_group_id = n.impacted_group_id)
       UNION ALL
       SELECT 'funnel' FROM activation_deliveries d WHERE d.organisation_id = $1
         AND ((d.acted_at IS NOT NULL AND d.opened_at IS NULL) OR (d.opened_at IS NOT NULL AND d.delivered_at IS NULL))
       UNION ALL
       SELECT 'observer' FROM new_way_of_working_observations o WHERE o.organisation_id = $1
         AND NOT EXISTS (SELECT 1 FROM project_group_members m
                          WHERE m.group_id = o.impacted_group_id AND m.user_id = o.observer_id AND m.is_leader)`,
      [id],
    );
    expect(strayLeaderRows.rows).toEqual([]);

    // The other channels of comms, the conversation under announcements, the project teams'
    // contributions, and the history: imports, invitations, syncs, thresholds, the export,
    // the invoices, and the surveys' public links. Each table holds rows, named on failure.
    for (const table of [
      'comms_email_templates',
      'comms_thread_messages',
      'comms_thread_likes',
      'comms_outlook_events',
      'comms_files',
      'comms_yammer_posts',
      'project_contributions',
      'people_imports',
      'invites',
      'directory_syncs',
      'group_capacity_thresholds',
      'invoices',
      'public_links',
      'report_exports',
    ]) {
      expect({ table, rows: (await count(table)) ?? 0 }).not.toEqual({ table, rows: 0 });
    }
    expect(await count('people_imports')).toBe(12);
    expect(await count('directory_syncs')).toBe(30);
    expect(await count('report_exports')).toBe(1);
    expect(await count('group_capacity_thresholds')).toBe(Math.ceil(sizes.impactedGroups / 10));
    expect(await count('comms_files')).toBeGreaterThanOrEqual(sizes.projects * 2);
    // A survey invitation's link opens its own recipient's survey, one link per recipient.
    expect(await count('public_links')).toBe(await count('survey_recipients'));
    const history = await first.pool.query(
      `SELECT 'layout' FROM comms_email_templates t LEFT JOIN projects p ON p.id = t.project_id
        WHERE t.organisation_id = $1 AND t.project_id IS NOT NULL AND p.organisation_id IS DISTINCT FROM $1
       UNION ALL
       SELECT 'email layout' FROM comms_emails e JOIN comms_email_templates t ON t.id = e.template_id
        WHERE e.organisation_id = $1
          AND (t.organisation_id <> $1 OR (t.project_id IS NOT NULL AND t.project_id <> e.project_id))
       UNION ALL
       SELECT 'reply' FROM comms_thread_messages m JOIN comms_threads t ON t.id = m.thread_id
         JOIN user_profiles u ON u.id = m.author_id
        WHERE m.organisation_id = $1
          AND (t.sent_at IS NULL OR m.created_at <= t.sent_at OR u.organisation_id <> $1)
       UNION ALL
       SELECT 'like' FROM comms_thread_likes l JOIN comms_threads t ON t.id = l.thread_id
         JOIN user_profiles u ON u.id = l.user_id
        WHERE l.organisation_id = $1 AND (t.sent_at IS NULL OR u.organisation_id <> $1)
       UNION ALL
       SELECT 'event' FROM comms_outlook_events e WHERE e.organisation_id = $1
          AND (e.end_at <= e.start_at OR NOT EXISTS (
            SELECT 1 FROM comms_receivers r WHERE r.event_id = e.id))
       UNION ALL
       SELECT 'file group' FROM comms_receivers r JOIN comms_files f ON f.id = r.file_id
         JOIN project_groups g ON g.id = r.group_id
        WHERE r.organisation_id = $1 AND g.project_id <> f.project_id
       UNION ALL
       SELECT 'linked change' FROM comms_changes l
         JOIN changes c ON c.id = l.change_id
         LEFT JOIN comms_files f ON f.id = l.file_id
         LEFT JOIN comms_yammer_posts y ON y.id = l.post_id
        WHERE l.organisation_id = $1 AND c.project_id <> coalesce(f.project_id, y.project_id, c.project_id)
       UNION ALL
       SELECT 'post' FROM comms_yammer_posts y WHERE y.organisation_id = $1
          AND ((y.sent_at IS NOT NULL AND y.is_draft)
            OR (SELECT count(*) FROM comms_deliveries d
                 WHERE d.item_kind = 'YAMMER_POST' AND d.item_id = y.id)
               <> CASE WHEN y.sent_at IS NULL THEN 0 ELSE jsonb_array_length(y.communities) END)
       UNION ALL
       SELECT 'contribution' FROM project_contributions c JOIN project_groups g ON g.id = c.group_id
        WHERE c.organisation_id = $1 AND (g.group_role <> 'PROJECT_TEAM' OR NOT EXISTS (
          SELECT 1 FROM project_group_members m WHERE m.group_id = c.group_id AND m.user_id = c.user_id))
       UNION ALL
       SELECT 'team lead' FROM project_groups g WHERE g.organisation_id = $1
          AND g.group_role = 'PROJECT_TEAM'
          AND (SELECT count(*) FROM project_group_members m WHERE m.group_id = g.id AND m.is_leader) <> 1
       UNION ALL
       SELECT 'import' FROM people_imports i WHERE i.organisation_id = $1
          AND (i.rejected <> jsonb_array_length(i.rows)
            OR (i.status = 'committed'
                AND i.created + i.updated + i.unchanged + i.rejected <> i.total_rows))
       UNION ALL
       SELECT 'accepted invitation' FROM invites v LEFT JOIN user_profiles u ON u.id = v.accepted_by_id
        WHERE v.organisation_id = $1 AND v.accepted_at IS NOT NULL
          AND (u.organisation_id IS DISTINCT FROM $1 OR lower(u.email) <> lower(v.email))
       UNION ALL
       SELECT 'open invitation' FROM invites v JOIN user_profiles u ON lower(u.email) = lower(v.email)
        WHERE v.organisation_id = $1 AND v.accepted_at IS NULL
       UNION ALL
       SELECT 'sync' FROM directory_syncs s WHERE s.organisation_id = $1
          AND (s.finished_at <= s.started_at OR (s.status = 'failed') <> (s.error IS NOT NULL))
       UNION ALL
       SELECT 'threshold' FROM group_capacity_thresholds t
         JOIN global_impacted_groups g ON g.id = t.group_id
        WHERE t.organisation_id = $1
          AND (g.organisation_id <> $1 OR NOT (t.medium < t.high AND t.high < t.very_high))
       UNION ALL
       SELECT 'export' FROM report_exports x JOIN projects p ON p.id = x.project_id
        WHERE x.organisation_id = $1 AND (p.organisation_id <> $1 OR x.status <> 'ready')
       UNION ALL
       SELECT 'invoice' FROM invoices i WHERE i.organisation_id = $1
          AND i.total_minor <> (SELECT sum((l->>'amount_minor')::int) FROM jsonb_array_elements(i.lines) l)
       UNION ALL
       SELECT 'public link' FROM public_links l
         LEFT JOIN survey_recipients r ON r.id = l.target_id AND r.token = l.token
        WHERE l.organisation_id = $1 AND (l.kind <> 'survey' OR r.organisation_id IS DISTINCT FROM $1)`,
      [id],
    );
    expect(history.rows).toEqual([]);
    // Invoices are numbered in sequence as the plan ledger numbers them, and this year's paid
    // one charges the subscription's seats.
    const billed = await first.pool.query<{ number: string; status: string; lines: unknown }>(
      'SELECT number, status, lines FROM invoices WHERE organisation_id = $1 ORDER BY created_at, id',
      [id],
    );
    expect(billed.rows.map((r) => r.number)).toEqual(
      billed.rows.map((_, i) => `CC-${id}-${String(i + 1).padStart(4, '0')}`),
    );
    const subscription = await first.pool.query<{ seats: number }>(
      'SELECT seats FROM subscriptions WHERE organisation_id = $1',
      [id],
    );
    expect(JSON.stringify(billed.rows.at(-1))).toContain(
      `${subscription.rows[0]?.seats ?? 'no'} seats`,
    );
    expect(billed.rows.at(-1)?.status).toBe('paid');

    // Every reference stays inside the organisation.
    const strays = await first.pool.query(
      `SELECT 1 FROM project_team_members m JOIN user_profiles u ON u.id = m.user_id
        WHERE m.organisation_id = $1 AND u.organisation_id <> $1
       UNION ALL
       SELECT 1 FROM activity_impacted_groups ag JOIN project_groups g ON g.id = ag.group_id
        JOIN activities a ON a.id = ag.activity_id
        WHERE ag.organisation_id = $1 AND (g.organisation_id <> $1 OR g.project_id <> a.project_id)
       UNION ALL
       SELECT 1 FROM deliverables d JOIN workstreams w ON w.id = d.workstream_id
        WHERE d.organisation_id = $1 AND w.organisation_id <> $1`,
      [id],
    );
    expect(strays.rowCount).toBe(0);

    // Metric statuses are the ones the app derives: each report's from its value, the target and
    // the direction, and each metric's from its latest report; a mix, not all alike.
    const reports = await first.pool.query<{
      value: number;
      status: string;
      target: number;
      baseline: number;
      direction: MetricDirection;
      metric_status: string;
      latest: boolean;
    }>(
      `SELECT r.value, r.status, m.target, m.baseline, m.direction, m.status AS metric_status,
              r.period = max(r.period) OVER (PARTITION BY r.metric_id) AS latest
         FROM metric_reports r JOIN project_metrics m ON m.id = r.metric_id
        WHERE r.organisation_id = $1`,
      [id],
    );
    expect(reports.rowCount).toBeGreaterThan(20);
    for (const r of reports.rows) {
      expect(r.status).toBe(metricStatusOf(Number(r.value), r));
      if (r.latest) expect(r.metric_status).toBe(r.status);
    }
    expect(new Set(reports.rows.map((r) => r.status)).size).toBeGreaterThanOrEqual(3);

    expect(await seedScale(first.pool, { factor: 2, today })).toBeUndefined();
    const organisations = await first.pool.query('SELECT 1 FROM organisations WHERE name = $1', [
      scaleOrganisationName(sizes),
    ]);
    expect(organisations.rowCount).toBe(1);

    const again = await seedScale(second.pool, { factor: 2, today });
    if (!id || !again) throw new Error('not seeded');
    expect(await fingerprint(second, again)).toEqual(await fingerprint(first, id));
  });

  it('lets the people count be set on its own, beside the default variant', async () => {
    const id = await seedScale(first.pool, { factor: 1, people: 350, today });
    if (!id) throw new Error('not seeded');
    const people = await first.pool.query<{ email: string }>(
      'SELECT email FROM user_profiles WHERE organisation_id = $1 ORDER BY id',
      [id],
    );
    expect(people.rowCount).toBe(350);
    expect(people.rows[0]?.email).toBe('admin@scale1-350.changecraft.test');
  });
});
