import { eq, sql } from 'drizzle-orm';
import { assessmentAccessKeys } from '../../../contract/admin/organisation';
import { type ToolAccessSettings } from '../../../contract/admin/organisation.schema';
import { defaultPhaseNames } from '../../../contract/projects/phases';
import type { OrganisationRole } from '../../../contract/people/roles';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../client';
import { organisations } from '../schema/organisations';
import { localCredentials, userProfiles } from '../schema/people';
import type { PhaseCode } from '../../../contract/projects/phases';
import type { ChangeType, ProjectStatus, ScopeLevel } from '../../../contract/projects/projects';
import { projects, projectTagLinks, projectTeamMembers } from '../schema/projects';
import { departments, projectTags } from '../schema/reference-data';
import { seedDemoActivities } from './demo-activities';
import { seedDemoAssessments } from './demo-assessments';
import { seedDemoSubscription, type DemoSubscription } from './demo-billing';
import { seedDemoGroups } from './demo-groups';
import { seedDemoLeaders } from './demo-leaders';
import { seedDemoReferenceLists } from './demo-reference-lists';
import { seedProjectContent } from './demo-portfolio';
import { demoDirectory } from './demo-directory';
import { demoProjectContent } from './demo-project-content';
import { seedOrganisationReferenceData } from './reference-data';

/** The one password of every demo account (local identity provider only). */
export const DEMO_PASSWORD = 'Changecraft-demo-2026';

interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  role: OrganisationRole;
  jobTitle: string;
  department: string;
  site: string;
  isActive?: boolean;
  function?: string;
  peopleTags?: string[];
  /** The line manager, another person of the same organisation. */
  managerEmail?: string;
}

interface DemoProject {
  name: string;
  objective: string;
  status: ProjectStatus;
  phase: PhaseCode;
  scope: ScopeLevel;
  changeType: ChangeType;
  startInDays: number;
  lengthInDays: number;
  /** The first member is the creator. */
  team: string[];
  tags?: string[];
  archived?: boolean;
}

interface DemoOrganisation {
  name: string;
  timeZone: string;
  people: DemoPerson[];
  projects: DemoProject[];
  tags: string[];
  departments: string[];
  /** Enough seats for everyone, so inviting and importing work from the first sign-in. */
  subscription: DemoSubscription;
}

/** Contoso's chief operating officer, at the top of its directory. */
const contosoChief: DemoPerson = {
  email: 'coo@contoso.changecraft.test',
  firstName: 'Rowan',
  lastName: 'Whitfield',
  role: 'LEADER',
  jobTitle: 'Chief operating officer',
  department: 'Operations',
  site: 'Chicago',
  function: 'Operations',
  peopleTags: ['Senior leader'],
};
/**
 * Contoso has a realistic directory: a few hundred people across sites and departments, with
 * line managers. (Northwind keeps a small, named cast that the tests speak of by name.)
 */
const contosoDirectory: DemoPerson[] = demoDirectory('contoso.changecraft.test', contosoChief);

export const demoOrganisations: DemoOrganisation[] = [
  {
    name: 'Northwind Health',
    timeZone: 'Europe/London',
    // Evaluating the product: a month's trial of Change Office Pro.
    subscription: { plan: 'CHANGE_OFFICE_PRO', period: 'monthly', seats: 50, trial: true },
    tags: ['Digital', 'Regulatory', 'Cost saving', 'Customer experience', 'People'],
    departments: [
      'Clinical Operations',
      'Finance',
      'People & Culture',
      'Technology',
      'Patient Services',
    ],
    people: [
      {
        email: 'admin@demo.changecraft.test',
        firstName: 'Ada',
        lastName: 'Admin',
        role: 'ADMIN',
        jobTitle: 'Systems administrator',
        department: 'Technology',
        site: 'London',
      },
      {
        email: 'office@demo.changecraft.test',
        firstName: 'Oscar',
        lastName: 'Office',
        role: 'CHANGE_OFFICE',
        jobTitle: 'Head of Change Office',
        department: 'People & Culture',
        site: 'London',
      },
      {
        email: 'manager@demo.changecraft.test',
        firstName: 'Maya',
        lastName: 'Manager',
        role: 'CHANGE_MANAGER',
        jobTitle: 'Change manager',
        department: 'People & Culture',
        site: 'Manchester',
      },
      {
        email: 'leader@demo.changecraft.test',
        firstName: 'Leo',
        lastName: 'Leader',
        role: 'LEADER',
        jobTitle: 'Ward operations lead',
        department: 'Clinical Operations',
        site: 'Leeds',
      },
      {
        email: 'employee@demo.changecraft.test',
        firstName: 'Emma',
        lastName: 'Employee',
        role: 'EMPLOYEE',
        jobTitle: 'Patient services coordinator',
        department: 'Patient Services',
        site: 'Leeds',
      },
      {
        email: 'disabled@demo.changecraft.test',
        firstName: 'Dan',
        lastName: 'Departed',
        role: 'EMPLOYEE',
        jobTitle: 'Former analyst',
        department: 'Finance',
        site: 'London',
        isActive: false,
      },
      {
        email: 'sam.sponsor@demo.changecraft.test',
        firstName: 'Sam',
        lastName: 'Sponsor',
        role: 'LEADER',
        jobTitle: 'Chief operating officer',
        department: 'Clinical Operations',
        site: 'London',
      },
      {
        email: 'priya.patel@demo.changecraft.test',
        firstName: 'Priya',
        lastName: 'Patel',
        role: 'CHANGE_MANAGER',
        jobTitle: 'Senior change manager',
        department: 'Technology',
        site: 'London',
      },
      {
        email: 'tom.turner@demo.changecraft.test',
        firstName: 'Tom',
        lastName: 'Turner',
        role: 'EMPLOYEE',
        jobTitle: 'Finance analyst',
        department: 'Finance',
        site: 'Manchester',
      },
    ],
    projects: [
      {
        name: 'Electronic patient record rollout',
        objective:
          'Replace paper charts on every ward with one electronic record so clinicians see a patient’s history at the bedside.',
        status: 'Live',
        phase: 'DEPLOY',
        scope: 'ENTERPRISE',
        changeType: 'SYSTEM',
        startInDays: -120,
        lengthInDays: 300,
        // The leader and the employee are on the team to read it (they cannot edit it).
        team: [
          'manager@demo.changecraft.test',
          'priya.patel@demo.changecraft.test',
          'leader@demo.changecraft.test',
          'employee@demo.changecraft.test',
        ],
        tags: ['Digital', 'Regulatory', 'Customer experience'],
      },
      {
        name: 'Finance shared services',
        objective:
          'Bring accounts payable and receivable from five sites into one shared-services team.',
        status: 'Planned',
        phase: 'UNDERSTAND_DESIGN',
        scope: 'FUNCTION',
        changeType: 'RESTRUCTURE',
        startInDays: 30,
        lengthInDays: 240,
        team: ['manager@demo.changecraft.test', 'office@demo.changecraft.test'],
        tags: ['Cost saving'],
      },
      {
        name: 'Hybrid working policy',
        objective: 'Agree and embed a hybrid working pattern for non-clinical staff.',
        status: 'Completed',
        phase: 'SUSTAIN',
        scope: 'BUSINESS_UNIT',
        changeType: 'BEHAVIOUR',
        startInDays: -300,
        lengthInDays: 200,
        team: ['priya.patel@demo.changecraft.test'],
        tags: ['People'],
      },
      {
        name: 'Theatre scheduling redesign',
        objective: 'Cut late theatre starts by half through a new scheduling process.',
        status: 'Paused',
        phase: 'UNDERSTAND_DESIGN',
        scope: 'REGION',
        changeType: 'PROCESS',
        startInDays: -60,
        lengthInDays: 180,
        team: ['manager@demo.changecraft.test'],
      },
      {
        name: 'Procurement portal',
        objective: 'Move purchase requests into a self-service portal.',
        status: 'None',
        phase: 'ALIGN',
        scope: 'FUNCTION',
        changeType: 'SYSTEM',
        startInDays: 90,
        lengthInDays: 150,
        team: ['priya.patel@demo.changecraft.test'],
        tags: ['Digital', 'Cost saving'],
      },
      {
        name: 'Legacy rota system retirement',
        objective: 'Switch off the old rota tool once every team uses the new one.',
        status: 'Cancelled',
        phase: 'ALIGN',
        scope: 'ENTERPRISE',
        changeType: 'SYSTEM',
        startInDays: -200,
        lengthInDays: 90,
        team: ['manager@demo.changecraft.test'],
        archived: true,
      },
    ],
  },
  {
    name: 'Contoso Logistics',
    timeZone: 'America/Chicago',
    // A paying customer: Change Office Pro, yearly, with room to grow.
    subscription: { plan: 'CHANGE_OFFICE_PRO', period: 'yearly', seats: 400, trial: false },
    tags: ['Warehouse', 'Safety'],
    departments: [...new Set(contosoDirectory.map((p) => p.department))],
    people: [
      {
        email: 'admin@contoso.changecraft.test',
        firstName: 'Carla',
        lastName: 'Contoso',
        role: 'ADMIN',
        jobTitle: 'IT lead',
        department: 'Operations',
        site: 'Chicago',
      },
      {
        email: 'manager@contoso.changecraft.test',
        firstName: 'Cody',
        lastName: 'Change',
        role: 'CHANGE_MANAGER',
        jobTitle: 'Change manager',
        department: 'Operations',
        site: 'Dallas',
        managerEmail: contosoChief.email,
      },
      contosoChief,
      ...contosoDirectory,
    ],
    projects: [
      {
        name: 'Warehouse scanner upgrade',
        objective: 'Replace handheld scanners across all depots.',
        status: 'Live',
        phase: 'DEPLOY',
        scope: 'ENTERPRISE',
        changeType: 'SYSTEM',
        startInDays: -30,
        lengthInDays: 120,
        team: ['manager@contoso.changecraft.test'],
      },
      {
        name: 'Fleet safety programme',
        objective: 'Reduce fleet incidents through new driver routines.',
        status: 'Planned',
        phase: 'ALIGN',
        scope: 'FUNCTION',
        changeType: 'BEHAVIOUR',
        startInDays: 14,
        lengthInDays: 200,
        team: ['manager@contoso.changecraft.test'],
      },
    ],
  },
];

const defaultToolAccess: ToolAccessSettings = {
  admin_roles: ['ADMIN'],
  assessments: Object.fromEntries(
    assessmentAccessKeys.map((k) => [k, true]),
  ) as ToolAccessSettings['assessments'],
};

function isoDate(offsetDays: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

/**
 * Seeds the demo organisations once: on an empty database only, in one transaction, so a
 * restart never duplicates or overwrites anything. Returns whether it seeded.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE organisations IN EXCLUSIVE MODE`);
    const existing = await tx.select({ id: organisations.id }).from(organisations).limit(1);
    if (existing.length > 0) return false;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const org of demoOrganisations) {
      const [created] = await tx
        .insert(organisations)
        .values({
          name: org.name,
          timeZone: org.timeZone,
          phaseNames: defaultPhaseNames,
          toolAccess: defaultToolAccess,
        })
        .returning({ id: organisations.id });
      if (!created) throw new Error('organisation not created');
      const organisationId = created.id;
      await seedDemoSubscription(tx, organisationId, org.subscription);
      await seedOrganisationReferenceData(tx, organisationId, {
        tags: org.tags,
        departments: org.departments,
        sites: [...new Set(org.people.map((p) => p.site))].sort(),
      });
      const people = await tx
        .insert(userProfiles)
        .values(
          org.people.map((p) => ({
            organisationId,
            email: p.email,
            firstName: p.firstName,
            lastName: p.lastName,
            role: p.role,
            jobTitle: p.jobTitle,
            department: p.department,
            site: p.site,
            function: p.function ?? null,
            peopleTags: p.peopleTags ?? [],
            isActive: p.isActive ?? true,
          })),
        )
        .returning({ id: userProfiles.id, email: userProfiles.email });
      await tx.insert(localCredentials).values(people.map((p) => ({ userId: p.id, passwordHash })));
      const idByEmail = new Map(people.map((p) => [p.email, p.id]));
      const personId = (email: string) => {
        const id = idByEmail.get(email);
        if (!id) throw new Error(`unknown demo person ${email}`);
        return id;
      };
      const managed = org.people.filter((p) => p.managerEmail);
      if (managed.length > 0) {
        const pairs = managed.map(
          (p) => sql`(${personId(p.email)}::int, ${personId(p.managerEmail ?? '')}::int)`,
        );
        await tx.execute(sql`
          UPDATE user_profiles p SET manager_id = m.manager_id
          FROM (VALUES ${sql.join(pairs, sql`, `)}) AS m(id, manager_id)
          WHERE p.id = m.id AND p.organisation_id = ${organisationId}`);
      }
      // The seed runs as the owner, without RLS: stay within this organisation explicitly.
      const tagRows = await tx
        .select({ id: projectTags.id, name: projectTags.name })
        .from(projectTags)
        .where(eq(projectTags.organisationId, organisationId));
      const departmentRows = await tx
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(eq(departments.organisationId, organisationId));
      const byName = (rows: { id: number; name: string }[], name: string, what: string) => {
        const row = rows.find((r) => r.name === name);
        if (!row) throw new Error(`unknown demo ${what} ${name}`);
        return row.id;
      };
      for (const project of org.projects) {
        const [row] = await tx
          .insert(projects)
          .values({
            organisationId,
            name: project.name,
            businessObjective: project.objective,
            status: project.status,
            activePhase: project.phase,
            scopeLevel: project.scope,
            changeType: project.changeType,
            startDate: isoDate(project.startInDays),
            endDate: isoDate(project.startInDays + project.lengthInDays),
            archived: project.archived ?? false,
            createdById: idByEmail.get(project.team[0] ?? '') ?? null,
          })
          .returning({ id: projects.id });
        if (!row) throw new Error('project not created');
        await tx.insert(projectTeamMembers).values(
          project.team.map((email) => ({
            organisationId,
            projectId: row.id,
            userId: personId(email),
          })),
        );
        if (project.tags?.length) {
          await tx.insert(projectTagLinks).values(
            project.tags.map((tag) => ({
              organisationId,
              projectId: row.id,
              tagId: byName(tagRows, tag, 'tag'),
            })),
          );
        }
        const content = demoProjectContent[project.name];
        if (content) {
          await seedProjectContent(
            tx,
            {
              organisationId,
              projectId: row.id,
              personId,
              departmentId: (name) => byName(departmentRows, name, 'department'),
            },
            content,
          );
        }
      }
      if (org === demoOrganisations[0]) {
        await seedDemoGroups(tx, organisationId);
        await seedDemoLeaders(tx, organisationId);
        await seedDemoActivities(tx, organisationId);
        await seedDemoAssessments(tx, organisationId);
        await seedDemoReferenceLists(tx, organisationId);
      }
    }
    return true;
  });
}

/** The accounts `npm start` prints so a new user can sign in at once. */
export function demoAccountLines(): string[] {
  const [demo] = demoOrganisations;
  if (!demo) return [];
  return demo.people.map(
    (p) =>
      `${p.email.padEnd(38)} ${p.role.padEnd(15)} ${p.firstName} ${p.lastName}${p.isActive === false ? ' (disabled)' : ''}`,
  );
}
