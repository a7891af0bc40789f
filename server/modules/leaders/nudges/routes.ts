import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nudgesPatterns } from '../../../../contract/leaders/nudges';
import {
  createNudgeInputSchema,
  createNudgeQuerySchema,
  nudgeListQuerySchema,
  nudgeSchema,
  updateNudgeInputSchema,
  updateNudgeQuerySchema,
} from '../../../../contract/leaders/nudges.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { parseOrBadRequest } from '../../../http/field-errors';
import { routePath } from '../../../http/route-path';
import { badRequest } from '../../../http-errors';
import { attachmentDisposition } from '../../../integrations/files/upload-check';
import { readForm, storeUpload } from '../../../integrations/files/uploads';
import { presentNudge } from './present';
import {
  createNudge,
  deleteNudge,
  listNudges,
  nudgeImage,
  nudgeTargetCycle,
  updateNudge,
  type StoredImage,
} from './service';

const tags = ['leaders'];
const consumes = ['application/json', 'multipart/form-data'];

/** Nudges (impacted-group reminders): multipart with an optional image. */
export const nudgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = () => app.integrations.files;

  /** Stores the form's image (checked by its bytes) before the transaction; null when none. */
  async function storedImage(
    organisationId: number,
    file: Awaited<ReturnType<typeof readForm>>['file'],
  ): Promise<StoredImage | null> {
    if (!file) return null;
    const stored = await storeUpload(files(), organisationId, file, 'image', 'image');
    return { key: stored.key, name: stored.name, contentType: stored.contentType };
  }

  /** Runs `work`; if it fails, the image stored for it is removed again. */
  async function withImage<T>(image: StoredImage | null, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (image) await files().delete(image.key);
      throw err;
    }
  }

  app.get(
    routePath(nudgesPatterns.collection),
    {
      schema: { tags, querystring: nudgeListQuerySchema, response: { 200: z.array(nudgeSchema) } },
    },
    async (request) =>
      (await request.tenant((tx, user) => listNudges(tx, user, request.query))).map(presentNudge),
  );

  app.post(
    routePath(nudgesPatterns.collection),
    {
      schema: {
        tags,
        consumes,
        formBody: createNudgeInputSchema,
        querystring: createNudgeQuerySchema,
        response: { 201: nudgeSchema },
      },
    },
    async (request, reply) => {
      const user = request.caller();
      const form = await readForm(request);
      // Where the nudge goes is checked before its fields: a foreign item or group is named as
      // such even when the fields are wrong too.
      await request.tenant((tx, caller) => nudgeTargetCycle(tx, caller, request.query));
      const data = parseOrBadRequest(createNudgeInputSchema, form.fields);
      const image = await storedImage(user.organisationId, form.file);
      const row = await withImage(image, () =>
        request.tenant((tx, caller) => createNudge(tx, caller, request.query, data, image)),
      );
      return reply.status(201).send(presentNudge(row));
    },
  );

  app.patch(
    routePath(nudgesPatterns.detail),
    {
      schema: {
        tags,
        consumes,
        formBody: updateNudgeInputSchema,
        params: idParamsSchema,
        querystring: updateNudgeQuerySchema,
        response: { 200: nudgeSchema },
      },
    },
    async (request) => {
      const user = request.caller();
      const form = await readForm(request);
      const data = parseOrBadRequest(updateNudgeInputSchema, form.fields);
      if (request.query.changeImage && !form.file)
        throw badRequest({ image: ['Choose an image.'] });
      const image = request.query.changeImage
        ? await storedImage(user.organisationId, form.file)
        : undefined;
      const { nudge, dropped } = await withImage(image ?? null, () =>
        request.tenant((tx, caller) => updateNudge(tx, caller, request.params.id, data, image)),
      );
      if (dropped) await files().delete(dropped);
      return presentNudge(nudge);
    },
  );

  app.patch(
    routePath(nudgesPatterns.removeImage),
    { schema: { tags, params: idParamsSchema, response: { 200: nudgeSchema } } },
    async (request) => {
      const { nudge, dropped } = await request.tenant((tx, user) =>
        updateNudge(tx, user, request.params.id, {}, null),
      );
      if (dropped) await files().delete(dropped);
      return presentNudge(nudge);
    },
  );

  app.delete(
    routePath(nudgesPatterns.detail),
    { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const key = await request.tenant((tx, user) => deleteNudge(tx, user, request.params.id));
      if (key) await files().delete(key);
      return reply.status(204).send(null);
    },
  );

  app.get(
    routePath(nudgesPatterns.image),
    { schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      const image = await request.tenant((tx, user) => nudgeImage(tx, user, request.params.id));
      const data = await files().get(image.key);
      if (!data) return reply.status(404).send({ detail: 'No image.' });
      return reply
        .header('content-type', image.type)
        .header('content-disposition', attachmentDisposition(image.name, true))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .send(data);
    },
  );
};
