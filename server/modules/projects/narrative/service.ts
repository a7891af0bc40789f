import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PersonRef } from '../../../../contract/shared/common.schema';
import type {
  changeNarrativePatchBodySchema,
  createChangeNarrativeInputSchema,
} from '../../../../contract/projects/narrative.schema';
import {
  editChangeNarrativeOwnerInputSchema,
  updateChangeNarrativeInputSchema,
} from '../../../../contract/projects/narrative.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { changeNarratives } from '../../../db/schema/change-narratives';
import { parseOrBadRequest } from '../../../http/field-errors';
import { conflict, notFound } from '../../../http-errors';
import { requireOwner } from '../../people/lookups';
import { enabledFeatureNames } from '../../admin/feature-flag-service';
import { getToolAccessSettings } from '../../admin/organisation-service';
import { findEditableProject, findVisibleProject } from '../policy';
import { sanitiseNarrativeHtml } from './rich-text';
import { personRefSql } from '../../../db/sql-helpers';

type CreateNarrativeData = z.output<typeof createChangeNarrativeInputSchema>;
type PatchNarrativeBody = z.output<typeof changeNarrativePatchBodySchema>;

/** The project's narrative row with its people, or `null` when none has been written yet. */
async function loadNarrative(tx: TenantTx, projectId: number): Promise<NarrativeState> {
  const [row] = await tx
    .select({
      narrative: changeNarratives,
      owner: personRefSql(changeNarratives.ownerId),
      updatedBy: personRefSql(changeNarratives.updatedById),
    })
    .from(changeNarratives)
    .where(eq(changeNarratives.projectId, projectId))
    .limit(1);
  return { projectId, row: row ?? null };
}

export interface NarrativeState {
  projectId: number;
  row: {
    narrative: typeof changeNarratives.$inferSelect;
    owner: PersonRef | null;
    updatedBy: PersonRef | null;
  } | null;
}

/**
 * The narrative is a flagged feature and an assessment entry (SPEC §6): with the organisation's
 * `change_narrative` flag or its assessment access entry off, it does not exist for anyone.
 */
async function requireNarrativeOn(tx: TenantTx): Promise<void> {
  const flags = await enabledFeatureNames(tx);
  const access = await getToolAccessSettings(tx);
  if (!flags.has('change_narrative') || access.assessments.change_narrative === false) {
    throw notFound();
  }
}

/** `GET projects/{id}/change_narrative/`: the narrative, or the empty one (`id: null`). */
export async function getNarrative(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
): Promise<NarrativeState> {
  await requireNarrativeOn(tx);
  await findVisibleProject(tx, user, projectId);
  return loadNarrative(tx, projectId);
}

/** `POST`: the project's narrative, once; the owner defaults to the writer. */
export async function createNarrative(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  input: CreateNarrativeData,
): Promise<NarrativeState> {
  await requireNarrativeOn(tx);
  await findEditableProject(tx, user, projectId);
  const ownerId = input.owner === undefined ? user.id : input.owner;
  await requireOwner(tx, ownerId);
  const [created] = await tx
    .insert(changeNarratives)
    .values({
      projectId,
      contentHtml: sanitiseNarrativeHtml(input.content),
      ownerId,
      createdById: user.id,
      updatedById: user.id,
    })
    .onConflictDoNothing({ target: changeNarratives.projectId })
    .returning({ id: changeNarratives.id });
  if (!created) {
    throw conflict('This project already has a narrative. Save your changes to it instead.');
  }
  return loadNarrative(tx, projectId);
}

/**
 * `PATCH`: the text, from the version the writer loaded (a stale version is 409, so nobody's
 * edits are lost); with `edit_owner`, the owner only, which leaves the version as it is.
 */
export async function patchNarrative(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  body: PatchNarrativeBody,
  editOwner: boolean,
): Promise<NarrativeState> {
  await requireNarrativeOn(tx);
  await findEditableProject(tx, user, projectId);
  const [current] = await tx
    .select({ id: changeNarratives.id, version: changeNarratives.version })
    .from(changeNarratives)
    .where(eq(changeNarratives.projectId, projectId))
    .limit(1);
  if (!current) throw notFound('This project has no narrative yet. Create it first.');
  if (editOwner) {
    const { owner } = parseOrBadRequest(editChangeNarrativeOwnerInputSchema, body);
    await requireOwner(tx, owner);
    await tx
      .update(changeNarratives)
      .set({ ownerId: owner, updatedById: user.id, updatedAt: sql`now()` })
      .where(eq(changeNarratives.id, current.id));
    return loadNarrative(tx, projectId);
  }
  const input = parseOrBadRequest(updateChangeNarrativeInputSchema, body);
  const updated = await tx
    .update(changeNarratives)
    .set({
      contentHtml: sanitiseNarrativeHtml(input.content),
      version: sql`${changeNarratives.version} + 1`,
      updatedById: user.id,
      updatedAt: sql`now()`,
    })
    .where(and(eq(changeNarratives.id, current.id), eq(changeNarratives.version, input.version)))
    .returning({ id: changeNarratives.id });
  if (updated.length === 0) {
    throw conflict(
      `Someone else saved this narrative after you opened it (it is now at version ${current.version}). Reload to see their changes, then make yours again.`,
    );
  }
  return loadNarrative(tx, projectId);
}
