import type { Database } from '../../server/db/client';
import { changeImpactedGroups, projectGroups } from '../../server/db/schema/project-groups';
import { departments, projectTags } from '../../server/db/schema/reference-data';
import { withTenant } from '../../server/db/tenant';
import type { factories, MadeOrganisation, MadeUser } from './factories';

function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`${what} not created`);
  return row;
}

/**
 * Reference data and links of projects that `factories` does not make: tags, departments and
 * impacted groups. Written through `withTenant` like the app writes them, so each row belongs to
 * the organisation given. Projects and changes themselves are best made through the API.
 */
export function projectFactories(db: Database) {
  return {
    /** A project tag of the organisation. */
    async tag(org: MadeOrganisation, name: string): Promise<{ id: number; name: string }> {
      const row = first(
        await withTenant(db, org.id, (tx) =>
          tx.insert(projectTags).values({ name }).returning({ id: projectTags.id }),
        ),
        'tag',
      );
      return { id: row.id, name };
    },

    /** A department of the organisation (impact attributes reach departments). */
    async department(org: MadeOrganisation, name: string): Promise<{ id: number; name: string }> {
      const row = first(
        await withTenant(db, org.id, (tx) =>
          tx.insert(departments).values({ name }).returning({ id: departments.id }),
        ),
        'department',
      );
      return { id: row.id, name };
    },

    /** An impacted group of a project, hit by the given changes of that project. */
    async impactedGroup(
      org: MadeOrganisation,
      project: { id: number },
      name: string,
      hitBy: { id: number }[] = [],
    ): Promise<{ id: number; name: string }> {
      return withTenant(db, org.id, async (tx) => {
        const row = first(
          await tx
            .insert(projectGroups)
            .values({
              projectId: project.id,
              name,
              groupType: 'Impacted',
              groupRole: 'IMPACTED_EMPLOYEES',
            })
            .returning({ id: projectGroups.id }),
          'impacted group',
        );
        if (hitBy.length > 0) {
          await tx
            .insert(changeImpactedGroups)
            .values(hitBy.map((change) => ({ changeId: change.id, impactedGroupId: row.id })));
        }
        return { id: row.id, name };
      });
    },
  };
}

/**
 * The people the projects tests act as: one organisation with a change office, two change
 * managers (Maya Manager and Priya Patel), a leader and an employee, and an admin of another
 * organisation to be refused.
 */
export async function projectsCast(make: ReturnType<typeof factories>) {
  const org = await make.organisation();
  const other = await make.organisation();
  const person = (role: MadeUser['role'], firstName: string, lastName: string) =>
    make.user(org, { role, firstName, lastName });
  return {
    org,
    other,
    person,
    office: await person('CHANGE_OFFICE', 'Olive', 'Office'),
    manager: await person('CHANGE_MANAGER', 'Maya', 'Manager'),
    priya: await person('CHANGE_MANAGER', 'Priya', 'Patel'),
    leader: await person('LEADER', 'Leo', 'Leader'),
    employee: await person('EMPLOYEE', 'Emma', 'Employee'),
    stranger: await make.user(other, { role: 'ADMIN' }),
  };
}
