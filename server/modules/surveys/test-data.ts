// Test data the surveys tests need beyond tests/support/factories: groups with members and
// activation cycles with behaviours, written through withTenant the way the app writes them.
import type { Database } from '../../db/client';
import {
  globalImpactedGroupMembers,
  globalImpactedGroups,
} from '../../db/schema/global-impacted-groups';
import { activationCycles, newWaysOfWorking } from '../../db/schema/leaders';
import { userProfiles } from '../../db/schema/people';
import { projectGroupMembers, projectGroups } from '../../db/schema/project-groups';
import { withTenant } from '../../db/tenant';
import { eq, sql } from 'drizzle-orm';
import { departments, reportingSites } from '../../db/schema/reference-data';
import type { MadeOrganisation, MadeUser } from '@tests/support/factories';

export function surveyTestData(db: Database) {
  async function listEntry(organisationId: number, list: 'departments' | 'sites', name: string) {
    const table = list === 'departments' ? departments : reportingSites;
    return withTenant(db, organisationId, async (tx) => {
      await tx.insert(table).values({ name }).onConflictDoNothing();
      const [row] = await tx
        .select({ id: table.id })
        .from(table)
        .where(sql`lower(${table.name}) = lower(${name})`);
      if (!row) throw new Error(`no ${list} entry ${name}`);
      return row.id;
    });
  }

  return {
    /** An impacted (or stakeholder) group of a project with these members. */
    async group(
      org: MadeOrganisation,
      projectId: number,
      members: { user: MadeUser; leader?: boolean }[],
      options: { name?: string; type?: 'Impacted' | 'Stakeholder' } = {},
    ): Promise<{ id: number }> {
      return withTenant(db, org.id, async (tx) => {
        const type = options.type ?? 'Impacted';
        const [group] = await tx
          .insert(projectGroups)
          .values({
            projectId,
            name: options.name ?? `Group ${Math.random().toString(36).slice(2, 8)}`,
            groupType: type,
            groupRole: type === 'Impacted' ? 'IMPACTED_EMPLOYEES' : 'STAKEHOLDER_GROUP',
          })
          .returning({ id: projectGroups.id });
        if (!group) throw new Error('group not created');
        if (members.length) {
          await tx.insert(projectGroupMembers).values(
            members.map((m) => ({
              groupId: group.id,
              userId: m.user.id,
              isLeader: m.leader ?? false,
            })),
          );
        }
        return group;
      });
    },

    /** An organisation-wide group (a global impacted group) with these members. */
    async globalGroup(
      org: MadeOrganisation,
      name: string,
      members: { user: MadeUser; leader?: boolean }[],
    ): Promise<{ id: number }> {
      return withTenant(db, org.id, async (tx) => {
        const [group] = await tx
          .insert(globalImpactedGroups)
          .values({ name })
          .returning({ id: globalImpactedGroups.id });
        if (!group) throw new Error('group not created');
        if (members.length) {
          await tx.insert(globalImpactedGroupMembers).values(
            members.map((m) => ({
              groupId: group.id,
              userId: m.user.id,
              isLeader: m.leader ?? false,
            })),
          );
        }
        return group;
      });
    },

    /** An activation cycle of a project with these behaviours (new ways of working). */
    async cycle(org: MadeOrganisation, projectId: number, behaviours: string[]) {
      return withTenant(db, org.id, async (tx) => {
        const [cycle] = await tx
          .insert(activationCycles)
          .values({ projectId, name: 'Cycle 1', startDate: '2026-01-01', endDate: '2026-03-31' })
          .returning({ id: activationCycles.id });
        if (!cycle) throw new Error('cycle not created');
        const rows = behaviours.length
          ? await tx
              .insert(newWaysOfWorking)
              .values(behaviours.map((title, i) => ({ cycleId: cycle.id, title, position: i })))
              .returning({ id: newWaysOfWorking.id })
          : [];
        return { id: cycle.id, behaviourIds: rows.map((r) => r.id) };
      });
    },

    /** An entry of the organisation's department or site list (made once by name). */
    listEntry: (org: MadeOrganisation, list: 'departments' | 'sites', name: string) =>
      listEntry(org.id, list, name),

    /**
     * Where a person works (entries of the organisation's lists, made when missing) and their
     * time zone, for site breakdowns, department and site audiences and local-time sends.
     */
    async place(user: MadeUser, place: { site?: string; department?: string; timeZone?: string }) {
      const org = user.organisationId;
      const departmentId = place.department
        ? await listEntry(org, 'departments', place.department)
        : null;
      const siteId = place.site ? await listEntry(org, 'sites', place.site) : null;
      await withTenant(db, user.organisationId, (tx) =>
        tx
          .update(userProfiles)
          .set({ departmentId, siteId, timeZone: place.timeZone ?? null })
          .where(eq(userProfiles.id, user.id)),
      );
    },
  };
}
