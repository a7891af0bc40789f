import { sql } from 'drizzle-orm';
import type { TenantTx } from '../tenant';

type Tx = Pick<TenantTx, 'execute'>;

/**
 * Filled-in assessments for the demo's main projects, so the tab and the portfolio's
 * readiness-and-risk summary show something true. The seed runs as the owner, without RLS:
 * every statement names the organisation.
 */
export async function seedDemoAssessments(tx: Tx, org: number): Promise<void> {
  const manager = sql`(SELECT id FROM user_profiles WHERE organisation_id = ${org} AND email = 'manager@demo.changecraft.test')`;
  const project = (name: string) =>
    sql`(SELECT id FROM projects WHERE organisation_id = ${org} AND name = ${name})`;
  const change = (projectName: string, name: string) =>
    sql`(SELECT c.id FROM changes c WHERE c.organisation_id = ${org} AND c.project_id = ${project(projectName)} AND c.name = ${name})`;
  const epr = 'Electronic patient record rollout';

  async function assessment(projectName: string, kind: string, status = 'IN_PROGRESS') {
    const res = await tx.execute<{ id: number }>(sql`
      INSERT INTO assessments (organisation_id, project_id, kind, status, owner_id, created_by_id, started_at, started_by_id)
      SELECT ${org}, ${project(projectName)}, ${kind}, ${status}, ${manager}, ${manager}, now(), ${manager}
      WHERE ${project(projectName)} IS NOT NULL
      RETURNING id`);
    return res.rows[0]?.id;
  }

  // Change impact: the overall impact each change has on each impacted group, as the groups
  // area recorded it when the groups were linked.
  for (const projectName of [epr, 'Finance shared services']) {
    const impact = await assessment(projectName, 'CHANGE_IMPACT');
    if (!impact) continue;
    await tx.execute(sql`
      INSERT INTO assessment_ratings (organisation_id, assessment_id, change_id, impacted_group_id, dimension, rating, updated_by_id)
      SELECT ${org}, ${impact}, cig.change_id, cig.impacted_group_id, 'OVERALL', cig.impact_level, ${manager}
      FROM change_impacted_groups cig JOIN changes c ON c.id = cig.change_id
      WHERE cig.organisation_id = ${org} AND c.project_id = ${project(projectName)}`);
  }

  const readiness = await assessment(epr, 'READINESS');
  if (readiness) {
    await tx.execute(sql`UPDATE deliverables SET readiness_assessment_id = ${readiness}
      WHERE organisation_id = ${org} AND project_id = ${project(epr)} AND name = 'Cut-over runbook'`);
    await tx.execute(sql`UPDATE milestones SET readiness_id = ${readiness}
      WHERE organisation_id = ${org} AND project_id = ${project(epr)} AND name = 'Command centre staffed'`);
    const measures: [string, string, string | null, string | null][] = [
      ['READINESS_APPROVAL', 'Ward managers sign off go-live', 'GREEN', 'APPROVED'],
      ['READINESS_METRIC', '95% of ward staff trained', 'AMBER', null],
      ['CHANGE_DEPENDENCY', 'Network upgrade on every ward', 'RED', null],
      ['CHANGE_ACTIVITY', 'Super-user rota published', null, null],
    ];
    for (const [position, [type, title, rag, approval]] of measures.entries()) {
      const res = await tx.execute<{ id: number }>(sql`
        INSERT INTO readiness_measures (organisation_id, assessment_id, measure_type, title, change_id, owner_id, approver_id, position)
        VALUES (${org}, ${readiness}, ${type}, ${title},
          ${type === 'READINESS_METRIC' ? change(epr, 'Bedside electronic charting') : null},
          ${manager}, ${type === 'READINESS_APPROVAL' ? manager : null}, ${position})
        RETURNING id`);
      const id = res.rows[0]?.id;
      if (id === undefined || rag === null) continue;
      await tx.execute(sql`
        INSERT INTO readiness_status_reports (organisation_id, measure_id, rag_status, comment, approval_status, reported_by_id, decided_by_id, decided_at)
        VALUES (${org}, ${id}, ${rag}, 'Reviewed at the weekly readiness meeting', ${approval}, ${manager},
          ${approval ? manager : null}, ${approval ? sql`now()` : null})`);
    }
  }

  const businessRisk = await assessment(epr, 'BUSINESS_RISK');
  if (businessRisk) {
    const risks: [string, string, string][] = [
      ['Charting unavailable during network outages', 'Bedside electronic charting', 'HIGH'],
      [
        'Medication rounds slow down in the first week',
        'Electronic medication administration',
        'MEDIUM',
      ],
    ];
    for (const [title, changeName, rating] of risks) {
      await tx.execute(sql`
        WITH r AS (
          INSERT INTO business_risks (organisation_id, project_id, change_id, title, mitigation, owner_id)
          VALUES (${org}, ${project(epr)}, ${change(epr, changeName)}, ${title}, 'Paper fallback packs on every ward', ${manager})
          RETURNING id)
        INSERT INTO business_risk_ratings (organisation_id, assessment_id, business_risk_id, risk_rating, rated_by_id)
        SELECT ${org}, ${businessRisk}, r.id, ${rating}, ${manager} FROM r`);
    }
  }

  const implementation = await assessment(epr, 'IMPLEMENTATION_RISK');
  if (implementation) {
    await tx.execute(sql`
      INSERT INTO change_risk_items (organisation_id, assessment_id, change_id, position, rating)
      SELECT ${org}, ${implementation}, c.id, row_number() OVER (ORDER BY c.go_live_date NULLS LAST, c.id) - 1,
        CASE WHEN c.name = 'Bedside electronic charting' THEN 'HIGH' ELSE 'MEDIUM' END
      FROM changes c WHERE c.organisation_id = ${org} AND c.project_id = ${project(epr)}`);
  }

  // Sentiment is left open (not completed), so it can still be rated and completed.
  const sentiment = await assessment(epr, 'SENTIMENT');
  if (sentiment) {
    await tx.execute(sql`
      INSERT INTO assessment_ratings (organisation_id, assessment_id, change_id, impacted_group_id, dimension, rating, updated_by_id)
      SELECT ${org}, ${sentiment}, cig.change_id, cig.impacted_group_id, 'OVERALL',
        CASE cig.impact_level WHEN 'VERY_HIGH' THEN 'LOW' WHEN 'HIGH' THEN 'MEDIUM' ELSE 'HIGH' END, ${manager}
      FROM change_impacted_groups cig JOIN changes c ON c.id = cig.change_id
      WHERE cig.organisation_id = ${org} AND c.project_id = ${project(epr)}`);
  }

  // Impacts under a category, and the training needs with the capabilities each change asks
  // for: each names the impacted groups the groups area linked to its change.
  const groupsOf = (changeName: string) =>
    sql`SELECT cig.impacted_group_id FROM change_impacted_groups cig
        WHERE cig.organisation_id = ${org} AND cig.change_id = ${change(epr, changeName)}`;
  const category = await tx.execute<{ id: number }>(sql`
    INSERT INTO impact_categories (organisation_id, project_id, name, description)
    SELECT ${org}, ${project(epr)}, 'Clinical systems', 'What changes in the systems staff use at the bedside'
    WHERE ${project(epr)} IS NOT NULL
    RETURNING id`);
  const categoryId = category.rows[0]?.id;
  if (categoryId === undefined) return;
  const impacts: [string, string, string, string][] = [
    [
      'Bedside electronic charting',
      'SYSTEM_INTERACTION',
      'Observations are charted on a handheld at the bedside, not on paper at the desk',
      'HIGH',
    ],
    [
      'Electronic medication administration',
      'PROCESS_INTERACTION',
      'Each medicine and wristband is scanned before every dose',
      'MEDIUM',
    ],
  ];
  for (const [changeName, kind, description, rating] of impacts) {
    await tx.execute(sql`
      WITH i AS (
        INSERT INTO impacts (organisation_id, project_id, change_id, category_id, interaction_kind, description, rating, created_by_id)
        VALUES (${org}, ${project(epr)}, ${change(epr, changeName)}, ${categoryId}, ${kind}, ${description}, ${rating}, ${manager})
        RETURNING id)
      INSERT INTO impact_impacted_groups (organisation_id, impact_id, impacted_group_id)
      SELECT ${org}, i.id, g.impacted_group_id FROM i, (${groupsOf(changeName)}) g`);
  }

  const training = await assessment(epr, 'TRAINING_NEEDS');
  if (!training) return;
  await tx.execute(sql`
    INSERT INTO assessment_ratings (organisation_id, assessment_id, change_id, impacted_group_id, dimension, rating, updated_by_id)
    SELECT ${org}, ${training}, cig.change_id, cig.impacted_group_id, 'OVERALL', cig.impact_level, ${manager}
    FROM change_impacted_groups cig JOIN changes c ON c.id = cig.change_id
    WHERE cig.organisation_id = ${org} AND c.project_id = ${project(epr)}`);
  const capabilities: [string, string, string, string][] = [
    [
      'Bedside electronic charting',
      'Chart observations on the handheld',
      'PROFICIENT',
      'Hands-on workshop',
    ],
    [
      'Electronic medication administration',
      'Scan a medicine before giving it',
      'KNOWLEDGEABLE',
      'E-learning',
    ],
  ];
  for (const [changeName, name, level, how] of capabilities) {
    await tx.execute(sql`
      WITH c AS (
        INSERT INTO training_capabilities (organisation_id, project_id, change_id, name, competency_level, training_activity_type)
        VALUES (${org}, ${project(epr)}, ${change(epr, changeName)}, ${name}, ${level}, ${how})
        RETURNING id)
      INSERT INTO training_capability_groups (organisation_id, capability_id, impacted_group_id)
      SELECT ${org}, c.id, g.impacted_group_id FROM c, (${groupsOf(changeName)}) g`);
  }
}
