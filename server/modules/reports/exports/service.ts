import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { ExportInput, ExportStatus } from '../../../../contract/reports/portfolio.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { reportExports } from '../../../db/schema/reports';
import type { TenantTx } from '../../../db/tenant';
import { conflict, forbidden, notFound } from '../../../http-errors';
import type { FileStore } from '../../../integrations/files/file-store';
import { findVisibleProject } from '../../projects/policy';
import { requireReportsViewer } from '../portfolio/scope';

export type ExportRow = typeof reportExports.$inferSelect;

/** A build that has not finished in this long is taken as lost (a worker died) and replaced. */
const STALE_AFTER_MINUTES = 10;

/** The organisation's current export: one at a time, the latest not yet cleared. */
export async function currentExport(tx: TenantTx): Promise<ExportRow | null> {
  const [row] = await tx.select().from(reportExports).orderBy(desc(reportExports.id)).limit(1);
  return row ?? null;
}

async function removeExport(tx: TenantTx, files: FileStore, row: ExportRow) {
  await tx.delete(reportExports).where(eq(reportExports.id, row.id));
  if (row.fileKey) await files.delete(row.fileKey);
}

/**
 * `POST organisation/export_powerpoint_template/`: starts building a project's deck for the
 * caller. One build at a time per organisation: while another runs the answer is 409; a finished
 * deck nobody collected is replaced.
 */
export async function startExport(
  tx: TenantTx,
  user: CurrentUser,
  files: FileStore,
  input: Required<Pick<ExportInput, 'projectId'>> & { templateName: string },
): Promise<ExportRow> {
  requireReportsViewer(user);
  await findVisibleProject(tx, user, input.projectId);
  const current = await currentExport(tx);
  if (current) {
    const stale = await tx.execute<{ stale: boolean }>(
      sql`SELECT ${current.createdAt}::timestamptz < now() - make_interval(mins => ${STALE_AFTER_MINUTES}) AS stale`,
    );
    if (current.status === 'building' && !stale.rows[0]?.stale) {
      throw conflict(
        current.createdById === user.id
          ? 'Your deck is still being built.'
          : 'Someone else’s deck is being built; try again in a moment.',
      );
    }
    await removeExport(tx, files, current);
  }
  const [row] = await tx
    .insert(reportExports)
    .values({ projectId: input.projectId, createdById: user.id, templateName: input.templateName })
    .returning();
  if (!row) throw new Error('The export was not recorded.');
  return row;
}

/** How the status call answers (SPEC §4): 202 building, 201 ready, 200 nothing pending. */
export function exportStatusOf(
  row: ExportRow | null,
  user: CurrentUser,
): { code: 200 | 201 | 202; body: ExportStatus } {
  const body: ExportStatus = {
    status: row?.status ?? 'none',
    export_id: row?.id ?? null,
    project: row?.projectId ?? null,
    is_originator: row?.createdById === user.id,
    file_name: row?.fileName ?? null,
    error: row?.error ?? null,
  };
  const code = row?.status === 'building' ? 202 : row?.status === 'ready' ? 201 : 200;
  return { code, body };
}

export async function exportStatus(tx: TenantTx, user: CurrentUser) {
  requireReportsViewer(user);
  return exportStatusOf(await currentExport(tx), user);
}

/** `POST organisation/download_powerpoint_template/`: the ready deck, for its originator only. */
export async function downloadExport(tx: TenantTx, user: CurrentUser, files: FileStore) {
  requireReportsViewer(user);
  const row = await currentExport(tx);
  if (!row || row.status !== 'ready' || !row.fileKey) throw notFound('No deck is ready.');
  if (row.createdById !== user.id) {
    throw forbidden('Only the person who exported the deck may download it.');
  }
  const data = await files.get(row.fileKey);
  if (!data) throw notFound('The deck’s file is gone; export it again.');
  return { name: row.fileName ?? 'deck.pptx', data };
}

/** `POST organisation/clear_powerpoint_template/`: the originator clears their export. */
export async function clearExport(tx: TenantTx, user: CurrentUser, files: FileStore) {
  requireReportsViewer(user);
  const row = await currentExport(tx);
  if (!row) return;
  if (row.createdById !== user.id) {
    throw forbidden('Only the person who exported the deck may clear it.');
  }
  await removeExport(tx, files, row);
}

/** Where a deck's file lives: opaque, never the user's words. */
export function deckFileKey(organisationId: number): string {
  return `${organisationId}/exports/${randomUUID()}.pptx`;
}
