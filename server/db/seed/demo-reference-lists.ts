import { sql } from 'drizzle-orm';
import type { Database } from '../client';

type Executor = Pick<Database, 'execute'>;

/** Parent entries with their children, as an admin of the demo would have set them up. */
const regions = {
  'United Kingdom': ['London', 'Leeds', 'Manchester'],
  'North America': ['Chicago', 'Dallas'],
};
const functionLabels = {
  Finance: ['Accounts payable', 'Payroll', 'Financial planning'],
  Technology: ['Service desk', 'Infrastructure'],
  Operations: ['Logistics', 'Facilities'],
};
const reachLabels = {
  Geography: ['Single site', 'Region', 'Global'],
  Audience: ['One team', 'One function', 'Whole organisation'],
};
const workstreams = {
  'Stakeholder engagement': ['Stakeholder map', 'Engagement plan'],
  Communications: ['Communications plan', 'Key messages'],
  Training: ['Training needs analysis', 'Training plan'],
  Readiness: ['Readiness assessment', 'Go-live checklist'],
};
const projectRoles = ['Sponsor', 'Change lead', 'Change champion', 'Project manager'];
const peopleTags = ['Change champion', 'Super user', 'Works shifts'];
const stakeholders: [string, string][] = [
  ['Payroll provider', 'Northwind Payroll Services'],
  ['Regulator', 'Care Quality Commission'],
];
const toolTemplates: [string, string][] = [
  ['Stakeholder map template', 'https://intranet.northwind.example/toolkit/stakeholder-map'],
  ['Communications calendar', 'https://intranet.northwind.example/toolkit/comms-calendar'],
];

/** Inserts `names` under `parent` (a column and its id) in order; names already there are kept. */
async function insertNames(
  tx: Executor,
  table: string,
  organisationId: number,
  names: readonly string[],
  parent?: { column: string; id: number },
): Promise<void> {
  for (const [position, name] of names.entries()) {
    await tx.execute(sql`
      INSERT INTO ${sql.identifier(table)} (organisation_id, name, position${parent ? sql`, ${sql.identifier(parent.column)}` : sql``})
      VALUES (${organisationId}, ${name}, ${position + 1}${parent ? sql`, ${parent.id}` : sql``})
      ON CONFLICT DO NOTHING`);
  }
}

async function idOf(tx: Executor, table: string, organisationId: number, name: string) {
  const found = await tx.execute<{ id: number }>(
    sql`SELECT id FROM ${sql.identifier(table)} WHERE organisation_id = ${organisationId} AND name = ${name}`,
  );
  const id = found.rows[0]?.id;
  if (id === undefined) throw new Error(`demo ${table} ${name} missing`);
  return id;
}

/** Parents and their children: regions and sites, functions and sub-functions, and so on. */
async function insertTree(
  tx: Executor,
  organisationId: number,
  tree: Record<string, readonly string[]>,
  tables: { parent: string; child: string; column: string },
): Promise<void> {
  await insertNames(tx, tables.parent, organisationId, Object.keys(tree));
  for (const [parent, children] of Object.entries(tree)) {
    const id = await idOf(tx, tables.parent, organisationId, parent);
    await insertNames(tx, tables.child, organisationId, children, { column: tables.column, id });
  }
}

/**
 * The demo organisation's reference lists (SPEC §7): sites by region, functions, reach labels,
 * standard workstreams with their deliverables, roles, tags, stakeholders and tool templates,
 * so every list of the admin area and every picker that reads one has something to show.
 */
export async function seedDemoReferenceLists(tx: Executor, organisationId: number) {
  await insertTree(tx, organisationId, regions, {
    parent: 'reporting_site_regions',
    child: 'reporting_sites',
    column: 'region_id',
  });
  // The people were written before the list existed: each points at the site it names now.
  await tx.execute(sql`
    UPDATE user_profiles p SET site_id = s.id FROM reporting_sites s
    WHERE p.organisation_id = ${organisationId} AND s.organisation_id = p.organisation_id
      AND p.site_id IS NULL AND lower(s.name) = lower(trim(p.site))`);
  await insertTree(tx, organisationId, functionLabels, {
    parent: 'function_labels',
    child: 'sub_functions',
    column: 'function_label_id',
  });
  await insertTree(tx, organisationId, reachLabels, {
    parent: 'change_reach_labels',
    child: 'change_reach_items',
    column: 'label_id',
  });
  await insertTree(tx, organisationId, workstreams, {
    parent: 'standard_workstreams',
    child: 'standard_deliverables',
    column: 'workstream_id',
  });
  await insertNames(tx, 'project_roles', organisationId, projectRoles);
  await insertNames(tx, 'people_tags', organisationId, peopleTags);
  for (const [position, [name, organisationName]] of stakeholders.entries()) {
    await tx.execute(sql`
      INSERT INTO change_external_stakeholders (organisation_id, name, position, organisation_name)
      VALUES (${organisationId}, ${name}, ${position + 1}, ${organisationName}) ON CONFLICT DO NOTHING`);
  }
  for (const [position, [name, url]] of toolTemplates.entries()) {
    await tx.execute(sql`
      INSERT INTO custom_tool_templates (organisation_id, name, position, url)
      VALUES (${organisationId}, ${name}, ${position + 1}, ${url}) ON CONFLICT DO NOTHING`);
  }
}
