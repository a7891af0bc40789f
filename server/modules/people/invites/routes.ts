import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkInviteInputSchema,
  bulkInviteResultSchema,
  inviteActionInputSchema,
  inviteListQuerySchema,
  inviteListSchema,
  inviteSchema,
} from '../../../../contract/people/invites.schema';
import { linkBase } from '../../../app-services';
import { presentInvite } from './present';
import { bulkInvite, cancelInvite, listInvites, resendInvite } from './service';

const tags = ['people'];

/** Invitations: the list, bulk invite, resend, cancel (admins only). */
export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invites/',
    { schema: { tags, querystring: inviteListQuerySchema, response: { 200: inviteListSchema } } },
    async (request) => {
      const rows = await request.tenant((tx, user) =>
        listInvites(tx, user, request.query.excludeAccepted ?? false),
      );
      return rows.map((r) => presentInvite(r.invite, r.invitedBy));
    },
  );

  app.post(
    '/invites/bulk_invite/',
    { schema: { tags, body: bulkInviteInputSchema, response: { 201: bulkInviteResultSchema } } },
    async (request, reply) => {
      const result = await request.tenant((tx, user) =>
        bulkInvite(
          { tx, user, mail: app.integrations.mail, linkBase: linkBase(app, request) },
          request.body,
        ),
      );
      return reply.status(201).send({
        invited: result.invited.map((r) => presentInvite(r.invite, r.invitedBy)),
        already_members: result.alreadyMembers,
        already_invited: result.alreadyInvited,
        duplicates: result.duplicates,
      });
    },
  );

  app.post(
    '/invites/resend_invite/',
    { schema: { tags, body: inviteActionInputSchema, response: { 200: inviteSchema } } },
    async (request) => {
      const row = await request.tenant((tx, user) =>
        resendInvite(
          { tx, user, mail: app.integrations.mail, linkBase: linkBase(app, request) },
          request.body.id,
        ),
      );
      return presentInvite(row.invite, row.invitedBy);
    },
  );

  app.post(
    '/invites/cancel_invite/',
    { schema: { tags, body: inviteActionInputSchema, response: { 200: inviteSchema } } },
    async (request) => {
      const row = await request.tenant((tx, user) => cancelInvite(tx, user, request.body.id));
      return presentInvite(row.invite, row.invitedBy);
    },
  );
};
