import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOrganisationSchema } from '../../../contract/admin/organisation.schema';
import { usersProfileSchema } from '../../../contract/people/profiles.schema';
import { organisations } from '../../db/schema/organisations';
import { userProfiles } from '../../db/schema/people';
import { notFound } from '../../http-errors';
import { presentUsersProfile } from './present';

const tags = ['people'];

/** The signed-in user's own profile and organisation (area `people`). */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-users-profile/',
    { schema: { tags, response: { 200: usersProfileSchema } } },
    async (request) => {
      const { row, hasToolAccess } = await request.tenant(async (tx, user) => {
        const [found] = await tx
          .select({
            profile: userProfiles,
            organisation: { id: organisations.id, name: organisations.name },
          })
          .from(userProfiles)
          .innerJoin(organisations, eq(organisations.id, userProfiles.organisationId))
          .where(eq(userProfiles.id, user.id))
          .limit(1);
        return { row: found, hasToolAccess: user.hasToolAccess };
      });
      if (!row) throw notFound();
      return presentUsersProfile(row.profile, row.organisation, hasToolAccess);
    },
  );

  app.get(
    '/user-organisation/',
    { schema: { tags, response: { 200: userOrganisationSchema } } },
    async (request) => {
      const [row] = await request.tenant((tx) =>
        tx
          .select({
            id: organisations.id,
            name: organisations.name,
            time_zone: organisations.timeZone,
            locale: organisations.locale,
          })
          .from(organisations)
          .limit(1),
      );
      if (!row) throw notFound();
      return row;
    },
  );
};
