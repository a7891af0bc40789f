import { and, asc, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { PersonRef } from '../../../../contract/shared/common.schema';
import type { TenantTx } from '../../../db/tenant';
import { changeGoLiveEvents, changeImpactAttributes, changes } from '../../../db/schema/changes';
import { changeImpactedGroups } from '../../../db/schema/project-groups';
import { projects } from '../../../db/schema/projects';
import { departments } from '../../../db/schema/reference-data';
import { personRefSql } from '../../../db/sql-helpers';

export type ChangeRow = typeof changes.$inferSelect;
export type ImpactAttributeRow = typeof changeImpactAttributes.$inferSelect & {
  departmentName: string | null;
};
export type GoLiveEventRow = typeof changeGoLiveEvents.$inferSelect;

/** A change with what it shows: attributes always, events when asked for. */
export interface ChangeBundle {
  change: ChangeRow;
  createdBy: PersonRef | null;
  attributes: ImpactAttributeRow[];
  events?: GoLiveEventRow[];
}

/** Soonest go-live (or start of a duration) first; undated changes last. */
export const changeTimelineOrder = [
  sql`coalesce(${changes.goLiveDate}, ${changes.startDate}) ASC NULLS LAST`,
  sql`lower(${changes.name})`,
  asc(changes.id),
];

/** Changes matching `where`, with their creators, in timeline order (one statement). */
export function selectChanges(tx: TenantTx, where: SQL | undefined) {
  return tx
    .select({
      change: changes,
      createdBy: personRefSql(changes.createdById),
      projectName: projects.name,
    })
    .from(changes)
    .innerJoin(projects, eq(projects.id, changes.projectId))
    .where(where)
    .orderBy(...changeTimelineOrder);
}

/** The impact attributes of these changes, by change id (one statement). */
export async function attributesByChange(
  tx: TenantTx,
  changeIds: number[],
): Promise<Map<number, ImpactAttributeRow[]>> {
  const byChange = new Map<number, ImpactAttributeRow[]>();
  if (changeIds.length === 0) return byChange;
  const rows = await tx
    .select({ attribute: changeImpactAttributes, departmentName: departments.name })
    .from(changeImpactAttributes)
    .leftJoin(departments, eq(departments.id, changeImpactAttributes.departmentId))
    .where(inArray(changeImpactAttributes.changeId, changeIds))
    .orderBy(asc(changeImpactAttributes.position), asc(changeImpactAttributes.id));
  for (const row of rows) {
    const list = byChange.get(row.attribute.changeId) ?? [];
    list.push({ ...row.attribute, departmentName: row.departmentName });
    byChange.set(row.attribute.changeId, list);
  }
  return byChange;
}

/** The go-live events of these changes by change id, from `origin` on when given. */
export async function eventsByChange(
  tx: TenantTx,
  changeIds: number[],
  origin?: string,
): Promise<Map<number, GoLiveEventRow[]>> {
  const byChange = new Map<number, GoLiveEventRow[]>();
  if (changeIds.length === 0) return byChange;
  const rows = await tx
    .select()
    .from(changeGoLiveEvents)
    .where(
      and(
        inArray(changeGoLiveEvents.changeId, changeIds),
        origin ? gte(changeGoLiveEvents.date, origin) : undefined,
      ),
    )
    .orderBy(
      asc(changeGoLiveEvents.date),
      sql`${changeGoLiveEvents.time} ASC NULLS FIRST`,
      asc(changeGoLiveEvents.id),
    );
  for (const row of rows) {
    const list = byChange.get(row.changeId) ?? [];
    list.push(row);
    byChange.set(row.changeId, list);
  }
  return byChange;
}

/** Impacted group ids and go-live event counts of these changes (two statements). */
export async function summaryByChange(
  tx: TenantTx,
  changeIds: number[],
): Promise<{ groups: Map<number, number[]>; eventCounts: Map<number, number> }> {
  const groups = new Map<number, number[]>();
  const eventCounts = new Map<number, number>();
  if (changeIds.length === 0) return { groups, eventCounts };
  const links = await tx
    .select()
    .from(changeImpactedGroups)
    .where(inArray(changeImpactedGroups.changeId, changeIds))
    .orderBy(asc(changeImpactedGroups.impactedGroupId));
  for (const link of links) {
    groups.set(link.changeId, [...(groups.get(link.changeId) ?? []), link.impactedGroupId]);
  }
  const counts = await tx
    .select({ changeId: changeGoLiveEvents.changeId, n: count() })
    .from(changeGoLiveEvents)
    .where(inArray(changeGoLiveEvents.changeId, changeIds))
    .groupBy(changeGoLiveEvents.changeId);
  for (const row of counts) eventCounts.set(row.changeId, row.n);
  return { groups, eventCounts };
}
