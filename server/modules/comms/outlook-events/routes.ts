import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allocatedTimeInputSchema,
  allocatedTimeResultSchema,
  locationSearchQuerySchema,
  outlookEventInputSchema,
  outlookEventListQuerySchema,
  outlookEventSchema,
  suggestedTimeSlotsInputSchema,
  timeSlotSchema,
} from '../../../../contract/comms/outlook-events.schema';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { requireCommsEditor } from '../shared/comms-access';
import {
  allocatedTimeResults,
  createEvent,
  listEvents,
  loadEvent,
  suggestTimeSlots,
  updateEvent,
} from './service';

const tags = ['comms'];

/** Outlook events: invitations, their locations and free/busy help. */
export const outlookEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outlook-event/',
    {
      schema: {
        tags,
        querystring: outlookEventListQuerySchema,
        response: { 200: z.array(outlookEventSchema) },
      },
    },
    async (request) => {
      const user = request.caller();
      return request.tenant((tx) => listEvents(tx, user, request.query.project));
    },
  );
  app.get(
    '/outlook-event/get_event_locations_by_search/',
    {
      schema: {
        tags,
        querystring: locationSearchQuerySchema,
        response: { 200: z.array(z.string()) },
      },
    },
    async (request) => {
      const user = request.caller();
      await request.tenant((tx) => requireCommsEditor(tx, user, null));
      return app.integrations.calendar.searchLocations(
        user.organisationId,
        request.query.search,
        request.query.per_page,
      );
    },
  );
  app.get(
    '/outlook-event/:id/',
    { schema: { tags, params: idParamsSchema, response: { 200: outlookEventSchema } } },
    async (request) => {
      const user = request.caller();
      return request.tenant((tx) => loadEvent(tx, user, request.params.id));
    },
  );
  app.post(
    '/outlook-event/',
    { schema: { tags, body: outlookEventInputSchema, response: { 201: outlookEventSchema } } },
    async (request, reply) => {
      const user = request.caller();
      const event = await request.tenant(async (tx) =>
        loadEvent(tx, user, await createEvent(tx, user, app.integrations, request.body)),
      );
      return reply.status(201).send(event);
    },
  );
  app.patch(
    '/outlook-event/:id/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: outlookEventInputSchema,
        response: { 200: outlookEventSchema },
      },
    },
    async (request) => {
      const user = request.caller();
      return request.tenant(async (tx) => {
        await updateEvent(tx, user, app.integrations, request.params.id, request.body);
        return loadEvent(tx, user, request.params.id);
      });
    },
  );
  app.post(
    '/suggested-time-slots/',
    {
      schema: {
        tags,
        body: suggestedTimeSlotsInputSchema,
        response: { 200: z.array(timeSlotSchema) },
      },
    },
    async (request) => {
      const user = request.caller();
      return request.tenant((tx) => suggestTimeSlots(tx, user, app.integrations, request.body));
    },
  );
  app.post(
    '/allocated-time-results/',
    {
      schema: {
        tags,
        body: allocatedTimeInputSchema,
        response: { 200: z.array(allocatedTimeResultSchema) },
      },
    },
    async (request) => {
      const user = request.caller();
      return request.tenant((tx) => allocatedTimeResults(tx, user, app.integrations, request.body));
    },
  );
};
