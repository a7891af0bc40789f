import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginatedSchema, queryBooleanSchema } from '../../../../contract/shared/common.schema';
import {
  changeReachLabelWithItemsSchema,
  referenceListQuerySchema,
  referenceListSchemas,
  reportingSitesPageQuerySchema,
} from '../../../../contract/admin/reference-lists.schema';
import { paginate, pageWindow } from '../../../http/pagination';
import { listEntries } from './service';

type ReachLabel = z.infer<typeof changeReachLabelWithItemsSchema>;
type ReachItem = z.infer<typeof referenceListSchemas.change_reach_items.entry>;
type Site = z.infer<typeof referenceListSchemas.reporting_sites.entry>;

/** The two list reads the spec shapes differently: reach labels with items, sites by page. */
export const specialReferenceListRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/change-reach-labels/',
    {
      schema: {
        tags,
        querystring: referenceListQuerySchema.extend({
          withReachItems: queryBooleanSchema.optional(),
        }),
        response: { 200: z.array(changeReachLabelWithItemsSchema) },
      },
    },
    async (request) => {
      const { search, include_archived, withReachItems } = request.query;
      return request.tenant(async (tx) => {
        const filter = { search, includeArchived: include_archived };
        const labels = (await listEntries(tx, 'change_reach_labels', filter))
          .entries as ReachLabel[];
        if (!withReachItems) return labels;
        // One query for every label's items, grouped here: no query per label.
        const items = (
          await listEntries(tx, 'change_reach_items', { includeArchived: include_archived })
        ).entries as ReachItem[];
        return labels.map((label) => ({
          ...label,
          items: items.filter((item) => item.label_id === label.id),
        }));
      });
    },
  );

  app.get(
    '/reporting-site/get_reporting_sites/',
    {
      schema: {
        tags,
        querystring: reportingSitesPageQuerySchema,
        response: { 200: paginatedSchema(referenceListSchemas.reporting_sites.entry) },
      },
    },
    async (request) => {
      const { search } = request.query;
      const { total, entries } = await request.tenant((tx) =>
        listEntries(tx, 'reporting_sites', { search }, pageWindow(request.query)),
      );
      return paginate(request, request.query, total, entries as Site[]);
    },
  );
};
