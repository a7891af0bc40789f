import { randomBytes } from 'node:crypto';
import { assessmentAccessKeys, type AssessmentAccessKey } from '../../contract/admin/organisation';
import type { OrganisationRole } from '../../contract/people/roles';
import type { DateMode } from '../../contract/projects/change-attributes';
import { defaultPhaseNames } from '../../contract/projects/phases';
import type { ProjectStatus } from '../../contract/projects/projects';
import type { Database } from '../../server/db/client';
import { changes } from '../../server/db/schema/changes';
import { projectMetrics } from '../../server/db/schema/metrics';
import { organisations } from '../../server/db/schema/organisations';
import { userProfiles } from '../../server/db/schema/people';
import { projects, projectTeamMembers } from '../../server/db/schema/projects';
import { deliverables, milestones, workstreams } from '../../server/db/schema/work-plan';
import { seedOrganisationReferenceData } from '../../server/db/seed/reference-data';
import { withTenant } from '../../server/db/tenant';

/** A short unique suffix, so rows made by factories never collide with the seed or each other. */
function unique(): string {
  return randomBytes(4).toString('hex');
}

function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`${what} not created`);
  return row;
}

export interface MadeOrganisation {
  id: number;
  name: string;
}
export interface MadeUser {
  id: number;
  organisationId: number;
  email: string;
  role: OrganisationRole;
}

/**
 * Test data without the demo seed: each factory makes exactly the rows a test needs, with
 * defaults for everything it does not care about, and returns their ids. Rows of an
 * organisation are written through `withTenant`, the way the app writes them (RLS, the
 * organisation_id default, composite keys), so a factory cannot make data the app could not.
 *
 *   const make = factories(server.db);
 *   const org = await make.organisation();
 *   const manager = await make.user(org, { role: 'CHANGE_MANAGER' });
 *   const project = await make.project(org, { team: [manager] });
 *   const res = await api.get(manager.email, projectsPaths.detail(project.id));
 */
export function factories(db: Database) {
  const inOrg = <T>(org: { id: number } | MadeUser, fn: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(db, 'organisationId' in org ? org.organisationId : org.id, fn);

  return {
    /** A new organisation with its reference data (flags, phases, scopes), as sign-up makes it. */
    async organisation(
      overrides: { name?: string; timeZone?: string } = {},
    ): Promise<MadeOrganisation> {
      const name = overrides.name ?? `Organisation ${unique()}`;
      return db.transaction(async (tx) => {
        const org = first(
          await tx
            .insert(organisations)
            .values({
              name,
              timeZone: overrides.timeZone ?? 'UTC',
              phaseNames: defaultPhaseNames,
              toolAccess: {
                admin_roles: ['ADMIN'],
                assessments: Object.fromEntries(
                  assessmentAccessKeys.map((k) => [k, true]),
                ) as Record<AssessmentAccessKey, boolean>,
              },
            })
            .returning({ id: organisations.id }),
          'organisation',
        );
        await seedOrganisationReferenceData(tx, org.id);
        return { id: org.id, name };
      });
    },

    /** A person of the organisation with a role; the test server mints tokens by `email`. */
    async user(
      org: MadeOrganisation,
      overrides: {
        role?: OrganisationRole;
        email?: string;
        firstName?: string;
        lastName?: string;
        isActive?: boolean;
      } = {},
    ): Promise<MadeUser> {
      const role = overrides.role ?? 'EMPLOYEE';
      const email = overrides.email ?? `${role.toLowerCase()}.${unique()}@factory.test`;
      const row = first(
        await inOrg(org, (tx) =>
          tx
            .insert(userProfiles)
            .values({
              email,
              role,
              firstName: overrides.firstName ?? 'Test',
              lastName: overrides.lastName ?? role.toLowerCase(),
              isActive: overrides.isActive ?? true,
            })
            .returning({ id: userProfiles.id }),
        ),
        'user',
      );
      return { id: row.id, organisationId: org.id, email, role };
    },

    /** A project, with the given people on its team (team members edit it). */
    async project(
      org: MadeOrganisation,
      overrides: {
        name?: string;
        status?: ProjectStatus;
        team?: MadeUser[];
        archived?: boolean;
      } = {},
    ): Promise<{ id: number; name: string }> {
      const name = overrides.name ?? `Project ${unique()}`;
      return inOrg(org, async (tx) => {
        const row = first(
          await tx
            .insert(projects)
            .values({
              name,
              status: overrides.status ?? 'Planned',
              archived: overrides.archived ?? false,
            })
            .returning({ id: projects.id }),
          'project',
        );
        const team = overrides.team ?? [];
        if (team.length > 0) {
          await tx
            .insert(projectTeamMembers)
            .values(team.map((member) => ({ projectId: row.id, userId: member.id })));
        }
        return { id: row.id, name };
      });
    },

    /** A change of a project. */
    async change(
      org: MadeOrganisation,
      project: { id: number },
      overrides: {
        name?: string;
        dateMode?: DateMode;
        goLiveDate?: string;
        startDate?: string;
      } = {},
    ): Promise<{ id: number; name: string }> {
      const { name = `Change ${unique()}`, ...dates } = overrides;
      const row = first(
        await inOrg(org, (tx) =>
          tx
            .insert(changes)
            .values({ projectId: project.id, name, ...dates })
            .returning({ id: changes.id }),
        ),
        'change',
      );
      return { id: row.id, name };
    },

    /** A workstream of a project's work plan. */
    async workstream(
      org: MadeOrganisation,
      project: { id: number },
      overrides: { name?: string; owner?: MadeUser } = {},
    ): Promise<{ id: number; name: string }> {
      const name = overrides.name ?? `Workstream ${unique()}`;
      const row = first(
        await inOrg(org, (tx) =>
          tx
            .insert(workstreams)
            .values({ projectId: project.id, name, ownerId: overrides.owner?.id ?? null })
            .returning({ id: workstreams.id }),
        ),
        'workstream',
      );
      return { id: row.id, name };
    },

    /** A metric of a project (leading, financial, monthly unless told). */
    async metric(
      org: MadeOrganisation,
      project: { id: number },
      overrides: { name?: string; reportingPeriod?: 'Monthly' | 'Quarterly' } = {},
    ): Promise<{ id: number; name: string }> {
      const name = overrides.name ?? `Metric ${unique()}`;
      const row = first(
        await inOrg(org, (tx) =>
          tx
            .insert(projectMetrics)
            .values({
              projectId: project.id,
              name,
              kind: 'LEADING',
              category: 'Financial',
              reportingPeriod: overrides.reportingPeriod ?? 'Monthly',
            })
            .returning({ id: projectMetrics.id }),
        ),
        'metric',
      );
      return { id: row.id, name };
    },

    /** An open deliverable of a project, in a workstream if given. */
    async deliverable(
      org: MadeOrganisation,
      project: { id: number },
      overrides: { name?: string; workstream?: { id: number }; dueDate?: string } = {},
    ): Promise<{ id: number; name: string }> {
      const name = overrides.name ?? `Deliverable ${unique()}`;
      const row = first(
        await inOrg(org, (tx) =>
          tx
            .insert(deliverables)
            .values({
              projectId: project.id,
              workstreamId: overrides.workstream?.id ?? null,
              name,
              dueDate: overrides.dueDate ?? null,
            })
            .returning({ id: deliverables.id }),
        ),
        'deliverable',
      );
      return { id: row.id, name };
    },

    /** An open milestone of a project, due in a month unless told. */
    async milestone(
      org: MadeOrganisation,
      project: { id: number },
      overrides: { name?: string; workstream?: { id: number }; dueDate?: string } = {},
    ): Promise<{ id: number; name: string }> {
      const name = overrides.name ?? `Milestone ${unique()}`;
      const due =
        overrides.dueDate ?? new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const row = first(
        await inOrg(org, (tx) =>
          tx
            .insert(milestones)
            .values({
              projectId: project.id,
              workstreamId: overrides.workstream?.id ?? null,
              name,
              dueDate: due,
            })
            .returning({ id: milestones.id }),
        ),
        'milestone',
      );
      return { id: row.id, name };
    },
  };
}
