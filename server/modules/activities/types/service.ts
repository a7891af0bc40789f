import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createEngagementTypeInputSchema,
  createTrainingTypeInputSchema,
  updateEngagementTypeInputSchema,
  updateTrainingTypeInputSchema,
} from '../../../../contract/activities/activity-types.schema';
import { TYPE_LOOKUP_ID } from '../../../../contract/activities/activity-types';
import type { OrganisationRole } from '../../../../contract/people/roles';
import type { CurrentUser } from '../../../auth/current-user';
import {
  activities,
  engagementActivityTypes,
  trainingActivityTypes,
} from '../../../db/schema/activities';
import { qualified } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, forbidden, notFound } from '../../../http-errors';

export interface EngagementTypeRow {
  type: typeof engagementActivityTypes.$inferSelect;
  activityCount: number;
}
export interface TrainingTypeRow {
  type: typeof trainingActivityTypes.$inferSelect;
  activityCount: number;
}

/** Roles that keep the organisation's activity types (reference data, like the admin lists). */
const typeEditors: readonly OrganisationRole[] = ['ADMIN', 'CHANGE_OFFICE'];

function requireTypeEditor(user: CurrentUser): void {
  if (!typeEditors.includes(user.role)) {
    throw forbidden('Only admins and the change office can change activity types.');
  }
}

const predefinedFixed =
  'A predefined type keeps its name, kind and hours; you can enable or disable it.';

function requireOnlyEnabled(input: Record<string, unknown>): void {
  const fields = Object.keys(input).filter((key) => key !== 'enabled');
  if (fields.length > 0) {
    throw badRequest(Object.fromEntries(fields.map((field) => [field, [predefinedFixed]])));
  }
}

const engagementUse = sql<number>`(SELECT count(*)::int FROM activities a WHERE a.engagement_type_id = ${qualified(engagementActivityTypes.id)})`;
const trainingUse = sql<number>`(SELECT count(*)::int FROM activities a WHERE a.training_type_id = ${qualified(trainingActivityTypes.id)})`;

// ── Engagement types ────────────────────────────────────────────────────────────────────────

async function selectEngagementTypes(tx: TenantTx, where: SQL | undefined) {
  return tx
    .select({ type: engagementActivityTypes, activityCount: engagementUse })
    .from(engagementActivityTypes)
    .where(where)
    .orderBy(
      sql`${engagementActivityTypes.predefined} DESC`,
      sql`lower(${engagementActivityTypes.name})`,
      asc(engagementActivityTypes.id),
    );
}

/** `GET engagement-activity-types/`: predefined first, then the organisation's own, by name. */
export function listEngagementTypes(
  tx: TenantTx,
  filters: { enabledOnly?: boolean | undefined; excludePredefined?: boolean | undefined },
): Promise<EngagementTypeRow[]> {
  return selectEngagementTypes(
    tx,
    and(
      filters.enabledOnly ? eq(engagementActivityTypes.enabled, true) : undefined,
      filters.excludePredefined ? eq(engagementActivityTypes.predefined, false) : undefined,
    ),
  );
}

/** One type by id, or (through the fixed id 1 with `?name=`) by its name, whatever its case. */
export async function getEngagementType(
  tx: TenantTx,
  id: number,
  name?: string,
): Promise<EngagementTypeRow> {
  const byName = name !== undefined && id === TYPE_LOOKUP_ID;
  const [row] = await selectEngagementTypes(
    tx,
    byName
      ? sql`lower(${engagementActivityTypes.name}) = lower(${name})`
      : eq(engagementActivityTypes.id, id),
  );
  if (!row) throw notFound(byName ? `No engagement activity type is named “${name}”.` : undefined);
  return row;
}

async function requireFreeEngagementName(tx: TenantTx, name: string, exceptId?: number) {
  const [{ taken } = { taken: 0 }] = await tx
    .select({ taken: count() })
    .from(engagementActivityTypes)
    .where(
      and(
        sql`lower(${engagementActivityTypes.name}) = lower(${name})`,
        exceptId ? ne(engagementActivityTypes.id, exceptId) : undefined,
      ),
    );
  if (taken > 0) throw badRequest({ name: ['A type with this name already exists.'] });
}

export async function createEngagementType(
  tx: TenantTx,
  user: CurrentUser,
  input: z.output<typeof createEngagementTypeInputSchema>,
): Promise<EngagementTypeRow> {
  requireTypeEditor(user);
  await requireFreeEngagementName(tx, input.name);
  const [row] = await tx
    .insert(engagementActivityTypes)
    .values({
      name: input.name,
      kind: input.kind,
      description: input.description,
      defaultHours: input.default_hours,
      enabled: input.enabled,
    })
    .returning({ id: engagementActivityTypes.id });
  if (!row) throw new Error('engagement type not created');
  return getEngagementType(tx, row.id);
}

export async function updateEngagementType(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: z.output<typeof updateEngagementTypeInputSchema>,
): Promise<EngagementTypeRow> {
  requireTypeEditor(user);
  const { type } = await getEngagementType(tx, id);
  if (type.predefined) requireOnlyEnabled(input);
  if (input.name !== undefined) await requireFreeEngagementName(tx, input.name, id);
  await tx
    .update(engagementActivityTypes)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.kind !== undefined ? { kind: input.kind } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.default_hours !== undefined ? { defaultHours: input.default_hours } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      updatedAt: new Date(),
    })
    .where(eq(engagementActivityTypes.id, id));
  return getEngagementType(tx, id);
}

function refuseDelete(row: { type: { predefined: boolean }; activityCount: number }) {
  if (row.type.predefined) {
    throw badRequest({ non_field_errors: ['A predefined type cannot be deleted; disable it.'] });
  }
  if (row.activityCount > 0) {
    const n = row.activityCount;
    throw badRequest({
      non_field_errors: [
        `${n} ${n === 1 ? 'activity uses' : 'activities use'} this type; disable it instead.`,
      ],
    });
  }
}

export async function deleteEngagementType(tx: TenantTx, user: CurrentUser, id: number) {
  requireTypeEditor(user);
  refuseDelete(await getEngagementType(tx, id));
  await tx.delete(engagementActivityTypes).where(eq(engagementActivityTypes.id, id));
}

// ── Training types ──────────────────────────────────────────────────────────────────────────

async function selectTrainingTypes(tx: TenantTx, where: SQL | undefined) {
  return tx
    .select({ type: trainingActivityTypes, activityCount: trainingUse })
    .from(trainingActivityTypes)
    .where(where)
    .orderBy(
      sql`${trainingActivityTypes.predefined} DESC`,
      sql`lower(${trainingActivityTypes.name})`,
      asc(trainingActivityTypes.id),
    );
}

/** `GET training-activity-types/`; `singleDatesOnly` keeps the types held on one day. */
export function listTrainingTypes(
  tx: TenantTx,
  filters: { enabledOnly?: boolean | undefined; singleDatesOnly?: boolean | undefined },
): Promise<TrainingTypeRow[]> {
  return selectTrainingTypes(
    tx,
    and(
      filters.enabledOnly ? eq(trainingActivityTypes.enabled, true) : undefined,
      filters.singleDatesOnly ? eq(trainingActivityTypes.singleDateOnly, true) : undefined,
    ),
  );
}

export async function getTrainingType(
  tx: TenantTx,
  id: number,
  name?: string,
): Promise<TrainingTypeRow> {
  const byName = name !== undefined && id === TYPE_LOOKUP_ID;
  const [row] = await selectTrainingTypes(
    tx,
    byName
      ? sql`lower(${trainingActivityTypes.name}) = lower(${name})`
      : eq(trainingActivityTypes.id, id),
  );
  if (!row) throw notFound(byName ? `No training activity type is named “${name}”.` : undefined);
  return row;
}

async function requireFreeTrainingName(tx: TenantTx, name: string, exceptId?: number) {
  const [{ taken } = { taken: 0 }] = await tx
    .select({ taken: count() })
    .from(trainingActivityTypes)
    .where(
      and(
        sql`lower(${trainingActivityTypes.name}) = lower(${name})`,
        exceptId ? ne(trainingActivityTypes.id, exceptId) : undefined,
      ),
    );
  if (taken > 0) throw badRequest({ name: ['A type with this name already exists.'] });
}

export async function createTrainingType(
  tx: TenantTx,
  user: CurrentUser,
  input: z.output<typeof createTrainingTypeInputSchema>,
): Promise<TrainingTypeRow> {
  requireTypeEditor(user);
  await requireFreeTrainingName(tx, input.name);
  const [row] = await tx
    .insert(trainingActivityTypes)
    .values({
      name: input.name,
      description: input.description,
      defaultHours: input.default_hours,
      singleDateOnly: input.single_date_only,
      enabled: input.enabled,
    })
    .returning({ id: trainingActivityTypes.id });
  if (!row) throw new Error('training type not created');
  return getTrainingType(tx, row.id);
}

export async function updateTrainingType(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: z.output<typeof updateTrainingTypeInputSchema>,
): Promise<TrainingTypeRow> {
  requireTypeEditor(user);
  const { type } = await getTrainingType(tx, id);
  if (type.predefined) requireOnlyEnabled(input);
  if (input.name !== undefined) await requireFreeTrainingName(tx, input.name, id);
  if (input.single_date_only === true && !type.singleDateOnly) {
    const [{ spans } = { spans: 0 }] = await tx
      .select({ spans: count() })
      .from(activities)
      .where(and(eq(activities.trainingTypeId, id), eq(activities.dateMode, 'DURATION')));
    if (spans > 0) {
      throw badRequest({
        single_date_only: [`${spans} training activities of this type span several days.`],
      });
    }
  }
  await tx
    .update(trainingActivityTypes)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.default_hours !== undefined ? { defaultHours: input.default_hours } : {}),
      ...(input.single_date_only !== undefined ? { singleDateOnly: input.single_date_only } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      updatedAt: new Date(),
    })
    .where(eq(trainingActivityTypes.id, id));
  return getTrainingType(tx, id);
}

export async function deleteTrainingType(tx: TenantTx, user: CurrentUser, id: number) {
  requireTypeEditor(user);
  refuseDelete(await getTrainingType(tx, id));
  await tx.delete(trainingActivityTypes).where(eq(trainingActivityTypes.id, id));
}
