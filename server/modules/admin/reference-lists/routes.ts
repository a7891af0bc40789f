import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema } from '../../../../contract/shared/common.schema';
import {
  isLinkOrFileList,
  referenceListNames,
  referenceListParentKeys,
  referenceLists,
  type ReferenceListName,
} from '../../../../contract/admin/reference-lists';
import {
  referenceListQuerySchema,
  referenceListSchemas,
  reorderReferenceListInputSchema,
} from '../../../../contract/admin/reference-lists.schema';
import { parseOrBadRequest } from '../../../http/field-errors';
import { readForm } from '../../../integrations/files/uploads';
import { requireToolAccess } from '../../../auth/permissions';
import { withToolAccess } from '../tool-access';
import { referenceListDefinitions } from './definitions';
import { sendEntryFile, withUpload } from './entry-files';
import { specialReferenceListRoutes } from './special-routes';
import {
  createEntry,
  deleteEntry,
  getEntry,
  getEntryRow,
  listEntries,
  reorderEntries,
  updateEntry,
} from './service';

type Entry = Record<string, unknown>;

/**
 * The same routes for every reference list: read by everyone signed in (other areas offer these
 * entries as choices), changed only with tool access.
 */
export function referenceListRoutes(
  list: ReferenceListName,
  options: { ownListRead?: boolean } = {},
): FastifyPluginAsyncZod {
  return async (app) => {
    const { path, label } = referenceLists[list];
    const schemas = referenceListSchemas[list];
    const parentKey = (referenceListParentKeys as Partial<Record<ReferenceListName, string>>)[list];
    const tags = ['admin'];
    const querystring = parentKey
      ? referenceListQuerySchema.extend({ [parentKey]: idSchema.optional() })
      : referenceListQuerySchema;
    const base = `/${path}/`;
    const one = `/${path}/:id/`;

    if (!options.ownListRead) {
      app.get(
        base,
        {
          schema: {
            tags,
            summary: label,
            querystring,
            response: { 200: z.array(schemas.entry) },
          },
        },
        async (request) => {
          const query = request.query as z.infer<typeof referenceListQuerySchema> & Entry;
          const { entries } = await request.tenant((tx) =>
            listEntries(tx, list, {
              search: query.search,
              includeArchived: query.include_archived,
              parentId: parentKey ? (query[parentKey] as number | undefined) : undefined,
            }),
          );
          return entries as z.infer<typeof schemas.entry>[];
        },
      );
    }

    app.get(
      one,
      { schema: { tags, params: idParamsSchema, response: { 200: schemas.entry } } },
      async (request) =>
        (await request.tenant((tx) => getEntry(tx, list, request.params.id))) as z.infer<
          typeof schemas.entry
        >,
    );

    const update = { tags, params: idParamsSchema, response: { 200: schemas.entry } };
    // A link-or-file list's entries are a link (`url`) or an uploaded file: creates and updates
    // also take multipart with a `file` part, and `{id}/download/` answers the file.
    if (isLinkOrFileList(list)) {
      // A link as JSON, or a file as multipart (fields beside a `file` part).
      const files = () => app.integrations.files;
      const consumes = ['application/json', 'multipart/form-data'];
      app.post(
        base,
        { schema: { tags, consumes, response: { 201: schemas.entry } } },
        async (request, reply) => {
          // Refused before the form is read: someone without tool access learns nothing of it.
          requireToolAccess(request.caller());
          const form = await readForm(request);
          const input = parseOrBadRequest(schemas.create, form.fields) as Entry;
          const entry = await withUpload(request, files(), form.file, (tx, actorId, change) =>
            createEntry(tx, actorId, list, input, change),
          );
          return reply.status(201).send(entry as z.infer<typeof schemas.entry>);
        },
      );
      app.patch(one, { schema: { ...update, consumes } }, async (request) => {
        requireToolAccess(request.caller());
        const form = await readForm(request);
        const input = parseOrBadRequest(schemas.update, form.fields) as Entry;
        return (await withUpload(request, files(), form.file, (tx, actorId, change) =>
          updateEntry(tx, actorId, list, request.params.id, input, change),
        )) as z.infer<typeof schemas.entry>;
      });
      app.get(
        `/${path}/:id/download/`,
        { schema: { tags, params: idParamsSchema } },
        async (request, reply) => {
          const row = await request.tenant((tx) => getEntryRow(tx, list, request.params.id));
          return sendEntryFile(reply, files(), row as Parameters<typeof sendEntryFile>[2]);
        },
      );
    } else {
      app.post(
        base,
        { schema: { tags, body: schemas.create, response: { 201: schemas.entry } } },
        async (request, reply) => {
          const entry = await withToolAccess(request, (tx, actorId) =>
            createEntry(tx, actorId, list, request.body as Entry),
          );
          return reply.status(201).send(entry as z.infer<typeof schemas.entry>);
        },
      );
      app.patch(one, { schema: { ...update, body: schemas.update } }, async (request) => {
        return (await withToolAccess(request, (tx, actorId) =>
          updateEntry(tx, actorId, list, request.params.id, request.body as Entry),
        )) as z.infer<typeof schemas.entry>;
      });
    }
    if (referenceListDefinitions[list].put) {
      app.put(one, { schema: { ...update, body: schemas.create } }, async (request) => {
        return (await withToolAccess(request, (tx, actorId) =>
          updateEntry(tx, actorId, list, request.params.id, request.body as Entry),
        )) as z.infer<typeof schemas.entry>;
      });
    }

    // Deleting removes an entry's stored file too, once the delete has committed.
    app.delete(
      one,
      { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        await withUpload(request, app.integrations.files, null, (tx, actorId, change) =>
          deleteEntry(tx, actorId, list, request.params.id, change),
        );
        return reply.status(204).send(null);
      },
    );

    app.post(
      `/${path}/reorder/`,
      {
        schema: {
          tags,
          body: reorderReferenceListInputSchema,
          response: { 200: z.array(schemas.entry) },
        },
      },
      async (request) => {
        return (await withToolAccess(request, (tx, actorId) =>
          reorderEntries(tx, actorId, list, request.body.ids),
        )) as z.infer<typeof schemas.entry>[];
      },
    );
  };
}

/** Every list's routes. */
export const allReferenceListRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const list of referenceListNames) {
    // Reach labels' list read can nest their items: special-routes.ts answers it.
    await app.register(referenceListRoutes(list, { ownListRead: list === 'change_reach_labels' }));
  }
  await app.register(specialReferenceListRoutes);
};
