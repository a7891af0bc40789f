import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { deliveryPaths, deliveryPatterns } from '../../../../contract/surveys/delivery';
import {
  audienceOptionsQuerySchema,
  audienceOptionsSchema,
  deliveryCountsSchema,
  deliveryDataInputSchema,
  deliveryDataQuerySchema,
  deliveryDataSchema,
  recipientDeliverySchema,
  reminderRecipientInputSchema,
  reminderRecipientQuerySchema,
  resendInputSchema,
  scheduleSurveyInputSchema,
  sendResultSchema,
  sendSurveyInputSchema,
} from '../../../../contract/surveys/delivery.schema';
import { surveySchema } from '../../../../contract/surveys/surveys.schema';
import { linkBase } from '../../../app-services';
import { routePath } from '../../../http/route-path';
import { loadSurvey } from '../surveys/queries';
import { presentSurvey } from '../surveys/present';
import { audienceOptions } from './audience';
import { deliveryData, recipientDelivery } from './delivery-data';
import { resendInvitations, scheduleSurvey, sendSurvey, updateReminderRecipient } from './service';

const tags = ['surveys'];

/** Audience choices, sending now or on a schedule, retries, per-recipient delivery and reminders. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(deliveryPatterns.audiences),
    {
      schema: {
        tags,
        querystring: audienceOptionsQuerySchema,
        response: { 200: audienceOptionsSchema },
      },
    },
    async (request) =>
      request.tenant((tx, user) => audienceOptions(tx, user, request.query.project)),
  );

  app.post(
    routePath(deliveryPatterns.send),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: sendSurveyInputSchema,
        response: { 200: sendResultSchema },
      },
    },
    async (request) => {
      const base = linkBase(app, request);
      return request.tenant(async (tx, user) => {
        const result = await sendSurvey(
          tx,
          user,
          app.integrations,
          base,
          request.params.id,
          request.body,
        );
        return {
          survey: presentSurvey(await loadSurvey(tx, result.surveyId)),
          delivery: result.delivery,
        };
      });
    },
  );

  app.post(
    routePath(deliveryPatterns.schedule),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: scheduleSurveyInputSchema,
        response: { 200: surveySchema },
      },
    },
    async (request) =>
      presentSurvey(
        await request.tenant((tx, user) =>
          scheduleSurvey(tx, user, request.params.id, request.body),
        ),
      ),
  );

  app.post(
    routePath(deliveryPatterns.resend),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: resendInputSchema,
        response: { 200: deliveryCountsSchema },
      },
    },
    async (request) => {
      const base = linkBase(app, request);
      return request.tenant((tx, user) =>
        resendInvitations(tx, user, app.integrations, base, request.params.id, request.body),
      );
    },
  );

  app.post(
    routePath(deliveryPatterns.deliveryData),
    {
      schema: {
        tags,
        querystring: deliveryDataQuerySchema,
        body: deliveryDataInputSchema,
        response: { 200: deliveryDataSchema },
      },
    },
    async (request) => {
      const { surveyId, isNWOW } = request.query;
      // Paging links repeat the query; the body's filters stay in the body.
      const path = () => `/api/v1/${deliveryPaths.deliveryData(surveyId, isNWOW ?? false)}`;
      return request.tenant((tx, user) =>
        deliveryData(tx, user, surveyId, isNWOW ?? false, request.body, path),
      );
    },
  );

  app.patch(
    routePath(deliveryPatterns.reminderRecipient),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: reminderRecipientQuerySchema,
        body: reminderRecipientInputSchema,
        response: { 200: recipientDeliverySchema },
      },
    },
    async (request) => {
      const base = linkBase(app, request);
      return request.tenant(async (tx, user) => {
        const id = await updateReminderRecipient(
          tx,
          user,
          app.integrations,
          base,
          request.params.id,
          request.query.surveyId,
          request.body,
        );
        return recipientDelivery(tx, id);
      });
    },
  );
};
