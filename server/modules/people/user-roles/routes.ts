import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personSchema } from '../../../../contract/people/profiles.schema';
import {
  deactivateUserInputSchema,
  paginatedUsersWithRolesSchema,
  updateRoleInputSchema,
  usersWithRolesBodySchema,
} from '../../../../contract/people/user-roles.schema';
import { paginate } from '../../../http/pagination';
import { requirePeopleAdmin } from '../people-policy';
import { presentPerson, presentPersonSummary } from '../profiles/present';
import { pageOfPeople } from '../profiles/people-page';
import { setActive, updateRole } from './service';

const tags = ['people'];

/** Who holds which organisation role; role changes; deactivation and reactivation. */
export const userRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/get-users-with-roles/',
    {
      schema: {
        tags,
        body: usersWithRolesBodySchema,
        response: { 200: paginatedUsersWithRolesSchema },
      },
    },
    async (request) => {
      requirePeopleAdmin(request.caller());
      const b = request.body;
      const { count, rows } = await request.tenant((tx) =>
        pageOfPeople(
          tx,
          { search: b.search, role: b.role, status: 'all' },
          { sort: 'name', direction: 'asc' },
          b.page_size,
          (b.page_number - 1) * b.page_size,
        ),
      );
      return paginate(
        request,
        b,
        count,
        rows.map((r) => presentPersonSummary(r.person)),
      );
    },
  );

  app.patch(
    '/update-role-for-user/',
    { schema: { tags, body: updateRoleInputSchema, response: { 200: personSchema } } },
    async (request) => {
      const row = await request.tenant((tx, user) =>
        updateRole(tx, user, request.body.user_id, request.body.role),
      );
      // The cached caller carries the role: the person's next call must see the new one.
      app.forgetCurrentUsers();
      return presentPerson(row.person, row.manager);
    },
  );

  app.patch(
    '/deactivate-user/',
    { schema: { tags, body: deactivateUserInputSchema, response: { 200: personSchema } } },
    async (request) => {
      const row = await request.tenant((tx, user) =>
        setActive(tx, user, request.body.user_id, request.body.is_active),
      );
      app.forgetCurrentUsers();
      return presentPerson(row.person, row.manager);
    },
  );
};
