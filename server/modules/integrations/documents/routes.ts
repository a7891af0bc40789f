import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentSiteSchema,
  driveItemQuerySchema,
  driveItemSchema,
  driveItemWebUrlSchema,
  driveSearchQuerySchema,
  libraryItemsQuerySchema,
} from '../../../../contract/integrations/document-library.schema';
import type { DocumentContext } from '../../../integrations/documents/document-library-port';
import { attachmentDisposition } from '../../../integrations/files/upload-check';
import { forbidden, notFound } from '../../../http-errors';
import { isCommsWriter } from '../../comms/shared/comms-access';

const tags = ['integrations'];

/** The document store (SharePoint): sites, library and folder listings, search, open, download. */
export const documentLibraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = () => app.integrations.documents;
  /**
   * The store is read with the app's own SharePoint permission (every site of the tenant), so
   * only those who send communications (and attach its documents to them) may browse it.
   */
  const contextOf = (request: FastifyRequest): DocumentContext => {
    const user = request.caller();
    if (!isCommsWriter(user)) {
      throw forbidden('Only those who send communications use the document store.');
    }
    return { organisationId: user.organisationId, userEmail: user.email };
  };

  app.get(
    '/get-sites-for-user/',
    { schema: { tags, response: { 200: z.array(documentSiteSchema) } } },
    async (request) => documents().sitesForUser(contextOf(request)),
  );

  app.get(
    '/get-drive-items-in-document-library/',
    {
      schema: {
        tags,
        querystring: libraryItemsQuerySchema,
        response: { 200: z.array(driveItemSchema) },
      },
    },
    async (request) => documents().libraryItems(contextOf(request), request.query.siteId),
  );

  app.get(
    '/get-drive-items-from-folder/',
    {
      schema: {
        tags,
        querystring: driveItemQuerySchema,
        response: { 200: z.array(driveItemSchema) },
      },
    },
    async (request) =>
      documents().folderItems(contextOf(request), request.query.driveId, request.query.itemId),
  );

  app.get(
    '/search-sharepoint-drive-items/',
    {
      schema: {
        tags,
        querystring: driveSearchQuerySchema,
        response: { 200: z.array(driveItemSchema) },
      },
    },
    async (request) =>
      documents().search(contextOf(request), request.query.siteId, request.query.search),
  );

  app.get(
    '/get-sharepoint-drive-item-web-url/',
    {
      schema: { tags, querystring: driveItemQuerySchema, response: { 200: driveItemWebUrlSchema } },
    },
    async (request) => {
      const item = await documents().item(
        contextOf(request),
        request.query.driveId,
        request.query.itemId,
      );
      if (!item) throw notFound();
      return { web_url: item.web_url };
    },
  );

  app.get(
    '/download-sharepoint-drive-item/',
    { schema: { tags, querystring: driveItemQuerySchema } },
    async (request, reply) => {
      const doc = await documents().download(
        contextOf(request),
        request.query.driveId,
        request.query.itemId,
      );
      if (!doc) throw notFound();
      return reply
        .header('content-type', doc.contentType)
        .header('content-disposition', attachmentDisposition(doc.name))
        .header('x-content-type-options', 'nosniff')
        .send(doc.data);
    },
  );
};
