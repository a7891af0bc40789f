import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commsFileCollections,
  commsFileKinds,
  type CommsFileKind,
} from '../../../../contract/comms/comms-files';
import {
  commsFileInputSchema,
  commsFileListQuerySchema,
  commsFilePatchSchema,
  commsFileSchema,
  sharedStatusInputSchema,
} from '../../../../contract/comms/comms-files.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { attachmentDisposition } from '../../../integrations/files/upload-check';
import { parseOrBadRequest } from '../../../http/field-errors';
import { notFound } from '../../../http-errors';
import { readForm } from '../../../integrations/files/uploads';
import {
  createCommsFile,
  findCommsFile,
  listCommsFiles,
  loadCommsFile,
  patchCommsFile,
  updateSharedStatus,
} from './service';
import { markFileOpened, sendFileShares } from './sharing';

const tags = ['comms'];
const consumes = ['application/json', 'multipart/form-data'];

/** Comms files, training materials and custom tools: list, read, upload, change, download. */
export const commsFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = () => app.integrations.files;

  for (const kind of commsFileKinds) {
    const base = `/${commsFileCollections[kind]}`;

    app.get(
      `${base}/`,
      {
        schema: {
          tags,
          querystring: commsFileListQuerySchema,
          response: { 200: z.array(commsFileSchema) },
        },
      },
      async (request) => {
        const user = request.caller();
        return request.tenant((tx) => listCommsFiles(tx, user, kind, request.query));
      },
    );

    app.get(
      `${base}/:id/`,
      { schema: { tags, params: idParamsSchema, response: { 200: commsFileSchema } } },
      async (request) => {
        const user = request.caller();
        return request.tenant((tx) => loadCommsFile(tx, user, kind, request.params.id));
      },
    );

    app.post(
      `${base}/`,
      {
        schema: {
          tags,
          consumes,
          formBody: commsFileInputSchema,
          response: { 201: commsFileSchema },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const user = request.caller();
        const form = await readForm(request);
        const input = parseOrBadRequest(commsFileInputSchema, form.fields);
        const created = await request.tenant(async (tx) => {
          const id = await createCommsFile(tx, user, files(), kind, input, form.file);
          await sendFileShares(tx, app.integrations, id);
          return loadCommsFile(tx, user, kind, id);
        });
        return reply.status(201).send(created);
      },
    );

    app.patch(
      `${base}/:id/`,
      {
        schema: {
          tags,
          consumes,
          formBody: commsFilePatchSchema,
          params: idParamsSchema,
          response: { 200: commsFileSchema },
        },
      },
      async (request) => {
        const user = request.caller();
        const form = await readForm(request);
        const patch = parseOrBadRequest(commsFilePatchSchema, form.fields);
        return request.tenant(async (tx) => {
          await patchCommsFile(tx, user, files(), kind, request.params.id, patch, form.file);
          await sendFileShares(tx, app.integrations, request.params.id);
          return loadCommsFile(tx, user, kind, request.params.id);
        });
      },
    );

    app.get(
      `${base}/:id/download/`,
      { schema: { tags, params: idParamsSchema } },
      async (request, reply) => sendStoredFile(request, reply, kind, request.params.id),
    );
  }

  /** The file itself, with its name; links have no bytes and answer 404. */
  async function sendStoredFile(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: CommsFileKind,
    id: number,
    inline = false,
  ) {
    const user = request.caller();
    const { file } = await request.tenant(async (tx) => {
      const found = await findCommsFile(tx, user, kind, id);
      // Downloading a file shared with the caller is opening what they were sent.
      if (kind === 'COMMS_FILE' && found.file.fileKey) await markFileOpened(tx, id, user.id);
      return found;
    });
    if (!file.fileKey) throw notFound('This is a link, not a file.');
    const data = await files().get(file.fileKey);
    if (!data) throw notFound('The file is no longer in storage.');
    return reply
      .header('content-type', file.fileContentType ?? 'application/octet-stream')
      .header('content-disposition', attachmentDisposition(file.fileName ?? 'download', inline))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(data);
  }

  app.patch(
    '/comms-files/:id/update_shared_status/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: sharedStatusInputSchema,
        response: { 200: commsFileSchema },
      },
    },
    async (request) => {
      const user = request.caller();
      return request.tenant(async (tx) => {
        await updateSharedStatus(tx, user, request.params.id, request.body.group_ids);
        await sendFileShares(tx, app.integrations, request.params.id);
        return loadCommsFile(tx, user, 'COMMS_FILE', request.params.id);
      });
    },
  );
};
