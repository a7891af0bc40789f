import { sql } from 'drizzle-orm';
import type { AudienceBand, ImpactRating } from '../../../contract/projects/change-attributes';
import type { GroupRole, GroupType } from '../../../contract/groups/group-kinds';
import type { Database } from '../client';
import { textArray } from '../sql-arrays';

type Executor = Pick<Database, 'execute'>;

/** A global impacted group of the demo, its people drawn from profiles like a directory sync. */
interface DemoGlobalGroup {
  name: string;
  description: string;
  persona: string;
  owner: string;
  /** Members: everyone in these departments or at this site. */
  departments?: string[];
  site?: string;
  /** Linked to the local directory group of the same department or site. */
  directory?: string;
  leaders: string[];
  functions: { name: string; departments: string[] }[];
  /** Projects it is linked to, with the audience size band and each change's impact. */
  projects: {
    project: string;
    band: AudienceBand;
    impacts: { change: string; level: ImpactRating; hours: number; deployed?: boolean }[];
  }[];
}

interface DemoProjectGroup {
  project: string;
  name: string;
  type: GroupType;
  role: GroupRole;
  category: string;
  notes: string;
  members: { email: string; leader?: boolean; role?: string; percent?: number }[];
}

const northwindGroups: DemoGlobalGroup[] = [
  {
    name: 'Clinical and patient-facing staff',
    description: 'Ward teams and patient services who use the record every shift.',
    persona: 'Frontline clinician',
    owner: 'manager@demo.changecraft.test',
    departments: ['Clinical Operations', 'Patient Services'],
    leaders: ['leader@demo.changecraft.test', 'sam.sponsor@demo.changecraft.test'],
    functions: [
      { name: 'Clinical', departments: ['Clinical Operations'] },
      { name: 'Patient services', departments: ['Patient Services'] },
    ],
    projects: [
      {
        project: 'Electronic patient record rollout',
        band: '51-100',
        impacts: [
          { change: 'Bedside electronic charting', level: 'VERY_HIGH', hours: 6, deployed: true },
          { change: 'Electronic medication administration', level: 'HIGH', hours: 4 },
          { change: 'Paper chart retirement', level: 'MEDIUM', hours: 1.5 },
          { change: 'Clinical documentation standards', level: 'LOW', hours: 1 },
        ],
      },
    ],
  },
  {
    name: 'Leeds site',
    description: 'Everyone based at the Leeds hospital.',
    persona: 'Site-based staff',
    owner: 'office@demo.changecraft.test',
    site: 'Leeds',
    directory: 'site:Leeds',
    leaders: ['leader@demo.changecraft.test'],
    functions: [],
    projects: [
      {
        project: 'Electronic patient record rollout',
        band: '11-20',
        impacts: [
          { change: 'Bedside electronic charting', level: 'HIGH', hours: 3, deployed: true },
          { change: 'Paper chart retirement', level: 'LOW', hours: 0.5 },
        ],
      },
    ],
  },
  {
    name: 'Finance operations',
    description: 'Accounts payable and receivable teams across the five sites.',
    persona: 'Back-office specialist',
    owner: 'manager@demo.changecraft.test',
    departments: ['Finance'],
    directory: 'department:Finance',
    leaders: [],
    functions: [{ name: 'Accounts', departments: ['Finance'] }],
    projects: [
      {
        project: 'Finance shared services',
        band: '21-50',
        impacts: [
          { change: 'Accounts payable centralised', level: 'VERY_HIGH', hours: 10 },
          { change: 'Purchase-to-pay process', level: 'HIGH', hours: 5 },
          { change: 'Finance roles redesign', level: 'VERY_HIGH', hours: 3 },
        ],
      },
    ],
  },
  {
    name: 'Technology and digital',
    description: 'Infrastructure, applications and the service desk.',
    persona: 'Digital specialist',
    owner: 'priya.patel@demo.changecraft.test',
    departments: ['Technology'],
    directory: 'department:Technology',
    leaders: ['priya.patel@demo.changecraft.test'],
    functions: [{ name: 'Service desk', departments: ['Technology'] }],
    projects: [],
  },
];

const northwindProjectGroups: DemoProjectGroup[] = [
  {
    project: 'Electronic patient record rollout',
    name: 'Executive sponsors',
    type: 'Sponsor',
    role: 'SPONSOR',
    category: 'Executive',
    notes: 'Signs off each ward’s go-live.',
    members: [{ email: 'sam.sponsor@demo.changecraft.test', leader: true }],
  },
  {
    project: 'Electronic patient record rollout',
    name: 'Clinical safety board',
    type: 'Stakeholder',
    role: 'STAKEHOLDER_GROUP',
    category: 'Governance',
    notes: 'Reviews every clinical workflow before it goes live.',
    members: [
      { email: 'office@demo.changecraft.test', leader: true },
      { email: 'priya.patel@demo.changecraft.test' },
    ],
  },
  {
    project: 'Electronic patient record rollout',
    name: 'EPR delivery team',
    type: 'Project Team',
    role: 'PROJECT_TEAM',
    category: 'Delivery',
    notes: '',
    members: [
      { email: 'manager@demo.changecraft.test', leader: true, role: 'Change lead', percent: 60 },
      { email: 'priya.patel@demo.changecraft.test', role: 'Training lead', percent: 40 },
    ],
  },
];

/**
 * Seeds the Northwind demo's groups: global groups drawn from its people, their functions,
 * their links to projects with impacts, and each project's sponsor, stakeholder and team groups.
 * Runs as the owner inside the demo seed's transaction, so it names the organisation itself.
 */
export async function seedDemoGroups(tx: Executor, organisationId: number): Promise<void> {
  const org = sql`${organisationId}`;
  const person = (email: string) =>
    sql`(SELECT id FROM user_profiles WHERE organisation_id = ${org} AND email = ${email})`;
  for (const [position, group] of northwindGroups.entries()) {
    await tx.execute(sql`
      INSERT INTO personas (organisation_id, name, position, description)
      VALUES (${org}, ${group.persona}, ${position}, ${`People like the ${group.name.toLowerCase()} group`})
      ON CONFLICT DO NOTHING`);
    const created = await tx.execute<{ id: number }>(sql`
      INSERT INTO global_impacted_groups (organisation_id, name, description, persona_id, owner_id, created_by_id,
        directory_group_id, directory_group_name, last_synced_at)
      VALUES (${org}, ${group.name}, ${group.description},
        (SELECT id FROM personas WHERE organisation_id = ${org} AND name = ${group.persona}), ${person(group.owner)}, ${person(group.owner)},
        ${group.directory ?? null}, ${group.directory ? group.directory.split(':')[1] + (group.site ? ' site' : '') : null},
        ${group.directory ? sql`now()` : null})
      RETURNING id`);
    const id = created.rows[0]?.id;
    if (!id) throw new Error('demo group not created');
    await tx.execute(sql`
      INSERT INTO global_impacted_group_members (organisation_id, group_id, user_id, is_leader, source)
      SELECT ${org}, ${id}, p.id, false, ${group.directory ? 'DIRECTORY' : 'MANUAL'} FROM user_profiles p
      WHERE p.organisation_id = ${org} AND p.is_active AND (
        ${group.departments ? sql`p.department = ANY(${textArray(group.departments)})` : sql`false`}
        OR ${group.site ? sql`p.site = ${group.site}` : sql`false`})`);
    for (const leader of group.leaders) {
      await tx.execute(sql`
        INSERT INTO global_impacted_group_members (organisation_id, group_id, user_id, is_leader, source)
        VALUES (${org}, ${id}, ${person(leader)}, true, 'MANUAL')
        ON CONFLICT (group_id, user_id) DO UPDATE SET is_leader = true`);
    }
    for (const fn of group.functions) {
      await tx.execute(sql`
        WITH f AS (INSERT INTO impacted_group_functions (organisation_id, group_id, name) VALUES (${org}, ${id}, ${fn.name}) RETURNING id)
        INSERT INTO impacted_group_function_departments (organisation_id, function_id, department_id)
        SELECT ${org}, f.id, d.id FROM f, departments d WHERE d.organisation_id = ${org} AND d.name = ANY(${textArray(fn.departments)})`);
    }
    for (const link of group.projects) {
      const linked = await tx.execute<{ id: number }>(sql`
        INSERT INTO project_groups (organisation_id, project_id, name, group_type, group_role, global_impacted_group_id, audience_band)
        SELECT ${org}, p.id, ${group.name}, 'Impacted', 'IMPACTED_EMPLOYEES', ${id}, ${link.band}
        FROM projects p WHERE p.organisation_id = ${org} AND p.name = ${link.project}
        RETURNING id`);
      const groupId = linked.rows[0]?.id;
      if (!groupId) throw new Error(`unknown demo project ${link.project}`);
      for (const impact of link.impacts) {
        await tx.execute(sql`
          INSERT INTO change_impacted_groups (organisation_id, change_id, impacted_group_id, impact_level, deployment_state, hours_per_person)
          SELECT ${org}, c.id, ${groupId}, ${impact.level}, ${impact.deployed ? 'DEPLOYED' : 'NOT_YET_DEPLOYED'}, ${impact.hours}
          FROM changes c JOIN projects p ON p.id = c.project_id
          WHERE c.organisation_id = ${org} AND p.name = ${link.project} AND c.name = ${impact.change}`);
      }
    }
  }
  for (const group of northwindProjectGroups) {
    const created = await tx.execute<{ id: number }>(sql`
      INSERT INTO project_groups (organisation_id, project_id, name, group_type, group_role, category, notes)
      SELECT ${org}, p.id, ${group.name}, ${group.type}, ${group.role}, ${group.category}, ${group.notes}
      FROM projects p WHERE p.organisation_id = ${org} AND p.name = ${group.project}
      RETURNING id`);
    const id = created.rows[0]?.id;
    if (!id) throw new Error(`unknown demo project ${group.project}`);
    for (const member of group.members) {
      await tx.execute(sql`
        INSERT INTO project_group_members (organisation_id, group_id, user_id, is_leader)
        VALUES (${org}, ${id}, ${person(member.email)}, ${member.leader ?? false})`);
      if (member.role) {
        await tx.execute(sql`
          INSERT INTO project_contributions (organisation_id, group_id, user_id, role, contribution_percent)
          VALUES (${org}, ${id}, ${person(member.email)}, ${member.role}, ${member.percent ?? 0})`);
      }
    }
  }
}
