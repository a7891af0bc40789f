import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ImpactRating } from '../../contract/projects/change-attributes';
import type { Database } from '../../server/db/client';
import { changes } from '../../server/db/schema/changes';
import {
  changeImpactedGroups,
  projectGroupMembers,
  projectGroups,
} from '../../server/db/schema/project-groups';
import { withTenant } from '../../server/db/tenant';
import type { MadeOrganisation, MadeUser } from './factories';

/**
 * Rows the activities and reports tests need besides `factories`: impacted groups with their
 * people, a change's go-live and which groups it hits how hard. Written through `withTenant`,
 * as the app writes them.
 */
export function activityFactories(db: Database) {
  return {
    /** An impacted group of a project; `leaders` are members flagged as leaders. */
    async impactedGroup(
      org: MadeOrganisation,
      project: { id: number },
      overrides: { name?: string; members?: MadeUser[]; leaders?: MadeUser[] } = {},
    ): Promise<{ id: number; name: string }> {
      const name = overrides.name ?? `Group ${randomBytes(4).toString('hex')}`;
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
        const people = [
          ...(overrides.members ?? []).map((m) => ({ groupId: row.id, userId: m.id })),
          ...(overrides.leaders ?? []).map((m) => ({
            groupId: row.id,
            userId: m.id,
            isLeader: true,
          })),
        ];
        if (people.length > 0) await tx.insert(projectGroupMembers).values(people);
        return { id: row.id, name };
      });
    },

    /** Dates a change (single go-live) and records the groups it hits with their impact level. */
    async changeImpact(
      org: MadeOrganisation,
      change: { id: number },
      goLiveDate: string,
      groups: { group: { id: number }; level: ImpactRating; hours?: number }[],
    ): Promise<void> {
      await withTenant(db, org.id, async (tx) => {
        await tx
          .update(changes)
          .set({ dateMode: 'SINGLE_DATE', goLiveDate })
          .where(eq(changes.id, change.id));
        if (groups.length > 0) {
          await tx.insert(changeImpactedGroups).values(
            groups.map((g) => ({
              changeId: change.id,
              impactedGroupId: g.group.id,
              impactLevel: g.level,
              hoursPerPerson: g.hours ?? 0,
            })),
          );
        }
      });
    },
  };
}
