import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema } from '../../../../contract/shared/common.schema';
import {
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
import { withToolAccess } from '../tool-access';
import { referenceListDefinitions } from './definitions';
import { specialReferenceListRoutes } from './special-routes';
import {
  createEntry,
  deleteEntry,
  getEntry,
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

    const update = { tags, params: idParamsSchema, response: { 200: schemas.entry } };
    app.patch(one, { schema: { ...update, body: schemas.update } }, async (request) => {
      return (await withToolAccess(request, (tx, actorId) =>
        updateEntry(tx, actorId, list, request.params.id, request.body as Entry),
      )) as z.infer<typeof schemas.entry>;
    });
    if (referenceListDefinitions[list].put) {
      app.put(one, { schema: { ...update, body: schemas.create } }, async (request) => {
        return (await withToolAccess(request, (tx, actorId) =>
          updateEntry(tx, actorId, list, request.params.id, request.body as Entry),
        )) as z.infer<typeof schemas.entry>;
      });
    }

    app.delete(
      one,
      { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        await withToolAccess(request, (tx, actorId) =>
          deleteEntry(tx, actorId, list, request.params.id),
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
