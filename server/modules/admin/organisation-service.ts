import { eq, sql } from 'drizzle-orm';
import type {
  ToolAccessSettings,
  UpdateOrganisationInput,
  UpdateToolAccessSettingsInput,
} from '../../../contract/admin/organisation.schema';
import { phaseCodes } from '../../../contract/projects/phases';
import type { TenantTx } from '../../db/tenant';
import { organisations } from '../../db/schema/organisations';
import { phases } from '../../db/schema/phases';
import { badRequest, notFound } from '../../http-errors';

export type OrganisationRow = typeof organisations.$inferSelect;

/** The caller's organisation; RLS makes it the only one visible. */
export async function getOrganisation(tx: TenantTx): Promise<OrganisationRow> {
  const [row] = await tx.select().from(organisations).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Updates settings; renamed phases are written to the phase rows in the same transaction. */
export async function updateOrganisation(
  tx: TenantTx,
  id: number,
  input: UpdateOrganisationInput,
): Promise<OrganisationRow> {
  const current = await getOrganisation(tx);
  if (current.id !== id) throw notFound();
  if (input.time_zone) await assertDatabaseKnowsZone(tx, input.time_zone);
  const phaseNames = input.phase_names
    ? { ...current.phaseNames, ...input.phase_names }
    : current.phaseNames;
  const [row] = await tx
    .update(organisations)
    .set({
      name: input.name ?? current.name,
      timeZone: input.time_zone ?? current.timeZone,
      locale: input.locale ?? current.locale,
      heatmapThresholds: input.heatmap_thresholds ?? current.heatmapThresholds,
      phaseNames,
      updatedAt: sql`now()`,
    })
    .where(eq(organisations.id, id))
    .returning();
  if (input.phase_names) {
    for (const code of phaseCodes) {
      const name = input.phase_names[code];
      if (name) await tx.update(phases).set({ name }).where(eq(phases.code, code));
    }
  }
  if (!row) throw notFound();
  return row;
}

/**
 * Node and PostgreSQL ship their own zone data; a zone only one of them knows would make every
 * date the database computes for the organisation fail, so both must know it.
 */
async function assertDatabaseKnowsZone(tx: TenantTx, zone: string): Promise<void> {
  const known = await tx.execute(sql`SELECT 1 FROM pg_timezone_names WHERE name = ${zone}`);
  if (known.rows.length === 0) throw badRequest({ time_zone: ['Not a known IANA time zone.'] });
}

export async function getToolAccessSettings(tx: TenantTx): Promise<ToolAccessSettings> {
  return (await getOrganisation(tx)).toolAccess;
}

export async function updateToolAccessSettings(
  tx: TenantTx,
  input: UpdateToolAccessSettingsInput,
): Promise<ToolAccessSettings> {
  const current = await getOrganisation(tx);
  const next: ToolAccessSettings = {
    admin_roles: input.admin_roles ?? current.toolAccess.admin_roles,
    assessments: { ...current.toolAccess.assessments, ...input.assessments },
  };
  await tx
    .update(organisations)
    .set({ toolAccess: next, updatedAt: sql`now()` })
    .where(eq(organisations.id, current.id));
  return next;
}
