import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CommsFileKind } from '../../../../contract/comms/comms-files';
import type {
  CommsFile,
  commsFileInputSchema,
  CommsFilePatch,
} from '../../../../contract/comms/comms-files.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { commsFiles } from '../../../db/schema/comms';
import type { TenantTx } from '../../../db/tenant';
import type { FileStore } from '../../../integrations/files/file-store';
import { badRequest, forbidden, notFound } from '../../../http-errors';
import { canEditProjectSql, visibleProjectsWhere } from '../../projects/policy';
import { personRefSql, qualified } from '../../../db/sql-helpers';
import { requireChanges, requireCommsEditor } from '../shared/comms-access';
import { changesOf, receiversOf, saveChanges, saveReceivers } from '../shared/links';
import { hasGroupsTables, myGroupIdsSql, requireReceivers } from '../shared/receivers';
import { storeUpload, type UploadedFile } from '../../../integrations/files/uploads';
import { deliveryCounts, noDeliveries } from '../deliveries/deliveries';

export type CommsFileRow = typeof commsFiles.$inferSelect;
type FileInput = z.output<typeof commsFileInputSchema>;

const canEditSql = (user: CurrentUser): SQL<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM projects WHERE projects.id = ${qualified(commsFiles.projectId)} AND ${canEditProjectSql(user)})`;

/**
 * Files of projects the caller can see. Those who cannot edit the project see only what is
 * not a draft and, for comms files, what is shared with a group they belong to.
 */
function visibleWhere(user: CurrentUser, groupsReady: boolean): SQL {
  const readers = sql`(NOT ${qualified(commsFiles.isDraft)} AND (${qualified(commsFiles.kind)} <> 'COMMS_FILE' OR ${sharedWithMeSql(user, groupsReady)}))`;
  return sql`EXISTS (SELECT 1 FROM projects WHERE projects.id = ${qualified(commsFiles.projectId)} AND projects.deleted_at IS NULL AND ${visibleProjectsWhere(user) ?? sql`true`} AND (${canEditProjectSql(user)} OR ${readers}))`;
}

/** The caller is a member of a group the file is shared with. */
function sharedWithMeSql(user: CurrentUser, groupsReady: boolean): SQL {
  return sql`EXISTS (SELECT 1 FROM comms_receivers r WHERE r.file_id = ${qualified(commsFiles.id)} AND r.group_id IN ${myGroupIdsSql(user.id, groupsReady)})`;
}

async function present(
  tx: TenantTx,
  rows: { file: CommsFileRow; createdBy: CommsFile['created_by']; canEdit: boolean }[],
): Promise<CommsFile[]> {
  const ids = rows.map((r) => r.file.id);
  const shared = await receiversOf(tx, 'file', ids);
  const changeIds = await changesOf(tx, 'file', ids);
  const reach = await deliveryCounts(
    tx,
    'COMMS_FILE',
    rows.filter((r) => r.canEdit && r.file.kind === 'COMMS_FILE').map((r) => r.file.id),
  );
  return rows.map(({ file: f, createdBy, canEdit }) => ({
    id: f.id,
    kind: f.kind,
    project: f.projectId,
    phase: f.phase,
    title: f.title,
    description: f.description,
    is_draft: f.isDraft,
    tool_type: f.toolType,
    file_name: f.fileName,
    file_size: f.fileSize,
    content_type: f.fileContentType,
    link: f.link,
    planned_date: f.plannedDate,
    associated_changes: changeIds.get(f.id) ?? [],
    shared_groups: (shared.get(f.id) ?? []).map(({ id, name, category }) => ({
      id,
      name,
      category,
    })),
    archived: f.archived,
    created_by: createdBy,
    created_at: f.createdAt.toISOString(),
    delivery: canEdit && f.kind === 'COMMS_FILE' ? (reach.get(f.id) ?? noDeliveries) : null,
  }));
}

/** `GET comms-files/`, `custom-tools/`, `training-materials/`: active by default. */
export async function listCommsFiles(
  tx: TenantTx,
  user: CurrentUser,
  kind: CommsFileKind,
  filters: {
    project?: number | undefined;
    archived?: boolean | undefined;
    phase?: string | undefined;
  },
): Promise<CommsFile[]> {
  const rows = await tx
    .select({
      file: commsFiles,
      createdBy: personRefSql(commsFiles.createdById),
      canEdit: canEditSql(user),
    })
    .from(commsFiles)
    .where(
      and(
        eq(commsFiles.kind, kind),
        visibleWhere(user, await hasGroupsTables(tx)),
        eq(commsFiles.archived, filters.archived ?? false),
        filters.project ? eq(commsFiles.projectId, filters.project) : undefined,
        filters.phase ? sql`${commsFiles.phase} = ${filters.phase}` : undefined,
      ),
    )
    .orderBy(desc(commsFiles.createdAt), desc(commsFiles.id))
    .limit(1000);
  return present(tx, rows);
}

/** One file the caller may see, with whether they may edit it (404 otherwise). */
export async function findCommsFile(
  tx: TenantTx,
  user: CurrentUser,
  kind: CommsFileKind,
  id: number,
) {
  const [row] = await tx
    .select({
      file: commsFiles,
      createdBy: personRefSql(commsFiles.createdById),
      canEdit: canEditSql(user),
    })
    .from(commsFiles)
    .where(
      and(
        eq(commsFiles.id, id),
        eq(commsFiles.kind, kind),
        visibleWhere(user, await hasGroupsTables(tx)),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function loadCommsFile(
  tx: TenantTx,
  user: CurrentUser,
  kind: CommsFileKind,
  id: number,
) {
  const row = await findCommsFile(tx, user, kind, id);
  const [file] = await present(tx, [row]);
  if (!file) throw notFound();
  return file;
}

/** `POST`: a file (multipart, checked and stored once) or a link. */
export async function createCommsFile(
  tx: TenantTx,
  user: CurrentUser,
  files: FileStore,
  kind: CommsFileKind,
  input: FileInput,
  upload: UploadedFile | null,
): Promise<number> {
  await requireCommsEditor(tx, user, input.project);
  await requireChanges(tx, input.associated_changes, input.project);
  await requireReceivers(tx, input.shared_groups, [], 'shared_groups');
  if (input.tool_type === 'file' && !upload)
    throw badRequest({ file: ['Choose a file to upload.'] });
  const stored =
    input.tool_type === 'file' && upload
      ? await storeUpload(files, user.organisationId, upload, 'file', 'file')
      : null;
  const [created] = await tx
    .insert(commsFiles)
    .values({
      organisationId: user.organisationId,
      kind,
      projectId: input.project,
      phase: input.phase ?? null,
      title: input.title,
      description: input.description,
      toolType: input.tool_type,
      fileKey: stored?.key ?? null,
      fileName: stored?.name ?? null,
      fileContentType: stored?.contentType ?? null,
      fileSize: stored?.size ?? null,
      link: input.tool_type === 'link' ? (input.link ?? null) : null,
      plannedDate: input.planned_date ?? null,
      isDraft: input.is_draft,
      createdById: user.id,
    })
    .returning({ id: commsFiles.id });
  if (!created) throw new Error('file not created');
  await saveReceivers(tx, 'file', created.id, { groups: input.shared_groups, people: [] });
  await saveChanges(tx, 'file', created.id, input.associated_changes);
  return created.id;
}

async function editable(tx: TenantTx, user: CurrentUser, kind: CommsFileKind, id: number) {
  const row = await findCommsFile(tx, user, kind, id);
  if (!row.canEdit) throw forbidden('Only those who run the project change its files.');
  return row.file;
}

/** `PATCH`: fields, archive or restore, or a new file when one is sent. */
export async function patchCommsFile(
  tx: TenantTx,
  user: CurrentUser,
  files: FileStore,
  kind: CommsFileKind,
  id: number,
  patch: CommsFilePatch,
  upload: UploadedFile | null,
): Promise<void> {
  const current = await editable(tx, user, kind, id);
  if (patch.associated_changes)
    await requireChanges(tx, patch.associated_changes, current.projectId);
  if (patch.shared_groups) await requireReceivers(tx, patch.shared_groups, [], 'shared_groups');
  if (patch.link !== undefined && current.toolType === 'link' && !patch.link) {
    throw badRequest({ link: ['Enter the link.'] });
  }
  const stored =
    upload && current.toolType === 'file'
      ? await storeUpload(files, user.organisationId, upload, 'file', 'file')
      : null;
  await tx
    .update(commsFiles)
    .set({
      ...(patch.archived !== undefined ? { archived: patch.archived } : {}),
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.phase !== undefined ? { phase: patch.phase } : {}),
      ...(patch.planned_date !== undefined ? { plannedDate: patch.planned_date } : {}),
      ...(patch.is_draft !== undefined ? { isDraft: patch.is_draft } : {}),
      ...(patch.link !== undefined && current.toolType === 'link' ? { link: patch.link } : {}),
      ...(stored
        ? {
            fileKey: stored.key,
            fileName: stored.name,
            fileContentType: stored.contentType,
            fileSize: stored.size,
          }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(commsFiles.id, id));
  if (patch.shared_groups) {
    await saveReceivers(tx, 'file', id, { groups: patch.shared_groups, people: [] });
  }
  if (patch.associated_changes) await saveChanges(tx, 'file', id, patch.associated_changes);
  if (stored && current.fileKey) await files.delete(current.fileKey);
}

/** `PATCH comms-files/{id}/update_shared_status/`: exactly these groups see the file. */
export async function updateSharedStatus(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  groupIds: number[],
) {
  await editable(tx, user, 'COMMS_FILE', id);
  await requireReceivers(tx, groupIds, [], 'group_ids');
  await saveReceivers(tx, 'file', id, { groups: groupIds, people: [] });
  await tx
    .update(commsFiles)
    .set({ updatedAt: sql`now()` })
    .where(eq(commsFiles.id, id));
}
