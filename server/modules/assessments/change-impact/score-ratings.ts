import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  defaultRatingDescriptions,
  type ImpactDimension,
  type RatingItemType,
  type RatingLevel,
} from '../../../../contract/assessments/assessments';
import type { CurrentUser } from '../../../auth/current-user';
import { assessmentRatings, assessments, ratingDescriptions } from '../../../db/schema/assessments';
import { changes } from '../../../db/schema/changes';
import { projectGroups } from '../../../db/schema/project-groups';
import { projects } from '../../../db/schema/projects';
import type { TenantTx } from '../../../db/tenant';
import { notFound } from '../../../http-errors';
import { visibleProjectsWhere } from '../../projects/policy';
import { requireAssessmentSwitchedOn } from '../shared/access';

/**
 * `GET impact-score-ratings/?dimension=&impacted_groups=`: the change impact ratings the given
 * groups received on one dimension, across the projects the caller can see.
 */
export async function listImpactScoreRatings(
  tx: TenantTx,
  user: CurrentUser,
  dimension: ImpactDimension,
  groupIds: number[],
) {
  await requireAssessmentSwitchedOn(tx, 'CHANGE_IMPACT');
  return tx
    .select({
      changeId: assessmentRatings.changeId,
      changeName: changes.name,
      impactedGroupId: assessmentRatings.impactedGroupId,
      impactedGroupName: projectGroups.name,
      dimension: assessmentRatings.dimension,
      rating: assessmentRatings.rating,
      note: assessmentRatings.note,
    })
    .from(assessmentRatings)
    .innerJoin(assessments, eq(assessments.id, assessmentRatings.assessmentId))
    .innerJoin(projects, eq(projects.id, assessments.projectId))
    .innerJoin(changes, eq(changes.id, assessmentRatings.changeId))
    .innerJoin(projectGroups, eq(projectGroups.id, assessmentRatings.impactedGroupId))
    .where(
      and(
        eq(assessments.kind, 'CHANGE_IMPACT'),
        eq(assessmentRatings.dimension, dimension),
        inArray(assessmentRatings.impactedGroupId, groupIds),
        isNull(projects.deletedAt),
        visibleProjectsWhere(user),
      ),
    )
    .orderBy(asc(projectGroups.name), asc(changes.id));
}
export type ImpactScoreRatingRow = Awaited<ReturnType<typeof listImpactScoreRatings>>[number];

/**
 * The organisation's descriptions of an item type's levels. An organisation that has none yet
 * gets the defaults written once (concurrent first reads insert nothing twice).
 */
export async function listRatingDescriptions(tx: TenantTx, itemType: RatingItemType) {
  const read = () =>
    tx
      .select()
      .from(ratingDescriptions)
      .where(eq(ratingDescriptions.itemType, itemType))
      .orderBy(asc(ratingDescriptions.id));
  const rows = await read();
  if (rows.length > 0) return rows;
  const defaults = defaultRatingDescriptions[itemType];
  await tx
    .insert(ratingDescriptions)
    .values(
      (Object.keys(defaults) as Exclude<RatingLevel, 'N/A'>[]).map((level) => ({
        itemType,
        level,
        description: defaults[level],
      })),
    )
    .onConflictDoNothing();
  return read();
}
export type RatingDescriptionRow = Awaited<ReturnType<typeof listRatingDescriptions>>[number];

/** `GET change-rating-descriptions/{id}/?itemType=` */
export async function getRatingDescription(
  tx: TenantTx,
  id: number,
  itemType: RatingItemType,
): Promise<RatingDescriptionRow> {
  const rows = await listRatingDescriptions(tx, itemType);
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound();
  return row;
}

/** `PATCH change-rating-descriptions/{id}/`: rewords one level's description. */
export async function updateRatingDescription(
  tx: TenantTx,
  id: number,
  description: string,
): Promise<RatingDescriptionRow> {
  const [row] = await tx
    .update(ratingDescriptions)
    .set({ description })
    .where(eq(ratingDescriptions.id, id))
    .returning();
  if (!row) throw notFound();
  return row;
}
