import { randomBytes } from 'node:crypto';
import type { Database } from '../../server/db/client';
import { projectGroupMembers, projectGroups } from '../../server/db/schema/project-groups';
import { withTenant } from '../../server/db/tenant';
import type { factories, MadeOrganisation, MadeUser } from './factories';

/**
 * Rows leader activation builds on, made as the app makes them (through `withTenant`): an
 * impacted group of a project with its own leaders and employees.
 */
export function leaderFactories(db: Database) {
  return {
    async impactedGroup(
      org: MadeOrganisation,
      project: { id: number },
      overrides: { name?: string; leaders?: MadeUser[]; employees?: MadeUser[] } = {},
    ): Promise<{ id: number; name: string }> {
      const name = overrides.name ?? `Group ${randomBytes(3).toString('hex')}`;
      return withTenant(db, org.id, async (tx) => {
        const [row] = await tx
          .insert(projectGroups)
          .values({
            projectId: project.id,
            name,
            groupType: 'Impacted',
            groupRole: 'IMPACTED_EMPLOYEES',
          })
          .returning({ id: projectGroups.id });
        if (!row) throw new Error('group not created');
        const members = [
          ...(overrides.leaders ?? []).map((u) => ({
            groupId: row.id,
            userId: u.id,
            isLeader: true,
          })),
          ...(overrides.employees ?? []).map((u) => ({
            groupId: row.id,
            userId: u.id,
            isLeader: false,
          })),
        ];
        if (members.length) await tx.insert(projectGroupMembers).values(members);
        return { id: row.id, name };
      });
    },
  };
}

/** `YYYY-MM-DD`, `days` from today (UTC). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The people and groups most leader-activation tests need: a project whose team has a change
 * manager, two impacted groups each with its own leader and employee, a change manager off the
 * team, and an admin of another organisation.
 */
export async function leaderWorld(db: Database, make: ReturnType<typeof factories>) {
  const org = await make.organisation();
  const other = await make.organisation();
  const people = {
    manager: await make.user(org, {
      role: 'CHANGE_MANAGER',
      firstName: 'Mia',
      lastName: 'Manager',
    }),
    offTeam: await make.user(org, { role: 'CHANGE_MANAGER' }),
    leaderA: await make.user(org, { role: 'LEADER', firstName: 'Ada', lastName: 'Leader' }),
    leaderB: await make.user(org, { role: 'LEADER', firstName: 'Ben', lastName: 'Leader' }),
    employee: await make.user(org, { role: 'EMPLOYEE' }),
    stranger: await make.user(other, { role: 'ADMIN' }),
  };
  const project = await make.project(org, { team: [people.manager] });
  const more = leaderFactories(db);
  const groupA = await more.impactedGroup(org, project, {
    name: 'Finance',
    leaders: [people.leaderA],
    employees: [people.employee],
  });
  const groupB = await more.impactedGroup(org, project, {
    name: 'Sales',
    leaders: [people.leaderB],
  });
  return { org, other, people, project, groupA, groupB, make, more };
}
export type LeaderWorld = Awaited<ReturnType<typeof leaderWorld>>;
