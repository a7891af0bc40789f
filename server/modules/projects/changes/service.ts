import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DateMode } from '../../../../contract/projects/change-attributes';
import {
  changeTimingIssues,
  changeWizardStepSchemas,
  type createChangeInputSchema,
  type updateChangeInputSchema,
} from '../../../../contract/projects/changes.schema';
import { changeWizardSteps, type ChangeWizardStep } from '../../../../contract/projects/changes';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { changes } from '../../../db/schema/changes';
import { parseOrBadRequest } from '../../../http/field-errors';
import { badRequest, notFound } from '../../../http-errors';
import { replaceAttributes, replaceEvents, requireDepartments } from './parts';
import {
  attributesByChange,
  eventsByChange,
  selectChanges,
  type ChangeBundle,
  type ChangeRow,
} from './queries';
import { findEditableProject, findVisibleProject } from '../policy';

type CreateChangeData = z.output<typeof createChangeInputSchema>;
type UpdateChangeData = z.output<typeof updateChangeInputSchema>;

/** Changes of one project with attributes (and events when asked), in three statements. */
async function loadChanges(
  tx: TenantTx,
  projectId: number,
  options: { changeId?: number; includeEvents?: boolean; origin?: string },
): Promise<ChangeBundle[]> {
  const rows = await selectChanges(
    tx,
    and(
      eq(changes.projectId, projectId),
      options.changeId ? eq(changes.id, options.changeId) : undefined,
    ),
  );
  const ids = rows.map((r) => r.change.id);
  const attributes = await attributesByChange(tx, ids);
  const events = options.includeEvents ? await eventsByChange(tx, ids, options.origin) : undefined;
  return rows.map((r) => ({
    change: r.change,
    createdBy: r.createdBy,
    attributes: attributes.get(r.change.id) ?? [],
    ...(events ? { events: events.get(r.change.id) ?? [] } : {}),
  }));
}

/** `GET projects/{id}/changes/` without `?change=`. */
export async function listChanges(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  options: { includeGoLiveEvents?: boolean; origin?: string },
): Promise<ChangeBundle[]> {
  await findVisibleProject(tx, user, projectId);
  return loadChanges(tx, projectId, {
    includeEvents: options.includeGoLiveEvents ?? false,
    ...(options.origin ? { origin: options.origin } : {}),
  });
}

/** One change of a project the caller can see, with its go-live events. */
export async function getChange(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  changeId: number,
): Promise<ChangeBundle> {
  await findVisibleProject(tx, user, projectId);
  return loadChange(tx, projectId, changeId);
}

async function loadChange(tx: TenantTx, projectId: number, changeId: number) {
  const [bundle] = await loadChanges(tx, projectId, { changeId, includeEvents: true });
  if (!bundle) throw notFound();
  return bundle;
}

async function findChange(tx: TenantTx, projectId: number, changeId: number): Promise<ChangeRow> {
  const [row] = await tx
    .select()
    .from(changes)
    .where(and(eq(changes.id, changeId), eq(changes.projectId, projectId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

interface Timing {
  date_mode: DateMode | null;
  go_live_date: string | null;
  start_date: string | null;
  end_date: string | null;
}

/** The dates a mode uses; the other mode's dates are cleared. */
function normaliseTiming(timing: Timing): Timing {
  if (timing.date_mode === 'SINGLE_DATE') return { ...timing, start_date: null, end_date: null };
  if (timing.date_mode === 'DURATION') return { ...timing, go_live_date: null };
  return timing;
}

function requireTiming(timing: Timing) {
  const issues = changeTimingIssues(timing);
  if (Object.keys(issues).length > 0) {
    throw badRequest(
      Object.fromEntries(Object.entries(issues).map(([field, message]) => [field, [message]])),
    );
  }
}

/** `POST projects/{id}/changes/`: the wizard's first step is done once the change exists. */
export async function createChange(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  input: CreateChangeData,
): Promise<ChangeBundle> {
  await findEditableProject(tx, user, projectId);
  if (input.impact_attributes) await requireDepartments(tx, input.impact_attributes);
  const timing = normaliseTiming({
    date_mode: input.date_mode ?? null,
    go_live_date: input.go_live_date ?? null,
    start_date: input.start_date ?? null,
    end_date: input.end_date ?? null,
  });
  const [created] = await tx
    .insert(changes)
    .values({
      projectId,
      name: input.name,
      description: input.description ?? '',
      changeType: input.change_type ?? null,
      criticality: input.criticality ?? null,
      deploymentState: input.deployment_state ?? 'NOT_YET_DEPLOYED',
      dateMode: timing.date_mode,
      goLiveDate: timing.go_live_date,
      startDate: timing.start_date,
      endDate: timing.end_date,
      wizardStep: 1,
      createdById: user.id,
    })
    .returning();
  if (!created) throw new Error('change not created');
  if (input.impact_attributes) await replaceAttributes(tx, created, input.impact_attributes);
  if (input.go_live_events) await replaceEvents(tx, created, input.go_live_events);
  return loadChange(tx, projectId, created.id);
}

/** A wizard step's body: only that step's fields, validated by that step's schema. */
function parseWizardStep(step: ChangeWizardStep, input: UpdateChangeData): UpdateChangeData {
  const definition = changeWizardSteps[step - 1];
  if (!definition) throw badRequest({ wizard_step: ['Unknown wizard step.'] });
  const allowed: readonly string[] = definition.fields;
  const foreign = Object.keys(input).filter((key) => !allowed.includes(key));
  if (foreign.length > 0) {
    throw badRequest(
      Object.fromEntries(
        foreign.map((key) => [key, [`Not part of step ${step} (${definition.label}).`]]),
      ),
    );
  }
  return parseOrBadRequest(changeWizardStepSchemas[step], input);
}

/**
 * `PATCH projects/{id}/changes/?change=`. With a wizard step, the body is that step's fields
 * only and the step is recorded as completed; timing is checked on the stored values merged
 * with the update.
 */
export async function updateChange(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  changeId: number,
  body: UpdateChangeData,
  wizardStep?: ChangeWizardStep,
): Promise<ChangeBundle> {
  await findEditableProject(tx, user, projectId);
  const change = await findChange(tx, projectId, changeId);
  const input = wizardStep ? parseWizardStep(wizardStep, body) : body;
  if (input.impact_attributes) await requireDepartments(tx, input.impact_attributes);
  const timingTouched =
    input.date_mode !== undefined ||
    input.go_live_date !== undefined ||
    input.start_date !== undefined ||
    input.end_date !== undefined;
  const timing = normaliseTiming({
    date_mode: input.date_mode === undefined ? change.dateMode : input.date_mode,
    go_live_date: input.go_live_date === undefined ? change.goLiveDate : input.go_live_date,
    start_date: input.start_date === undefined ? change.startDate : input.start_date,
    end_date: input.end_date === undefined ? change.endDate : input.end_date,
  });
  if (timingTouched) requireTiming(timing);
  await tx
    .update(changes)
    .set({
      name: input.name,
      description: input.description,
      changeType: input.change_type,
      criticality: input.criticality,
      deploymentState: input.deployment_state,
      ...(timingTouched
        ? {
            dateMode: timing.date_mode,
            goLiveDate: timing.go_live_date,
            startDate: timing.start_date,
            endDate: timing.end_date,
          }
        : {}),
      wizardStep: wizardStep ? Math.max(change.wizardStep, wizardStep) : undefined,
      updatedAt: sql`now()`,
    })
    .where(eq(changes.id, changeId));
  const target = { id: changeId };
  if (input.impact_attributes) await replaceAttributes(tx, target, input.impact_attributes);
  if (input.go_live_events) await replaceEvents(tx, target, input.go_live_events);
  return loadChange(tx, projectId, changeId);
}

/** `DELETE projects/{id}/changes/?change=`: with its attributes, events and group links. */
export async function deleteChange(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  changeId: number,
): Promise<void> {
  await findEditableProject(tx, user, projectId);
  await findChange(tx, projectId, changeId);
  await tx.delete(changes).where(eq(changes.id, changeId));
}
