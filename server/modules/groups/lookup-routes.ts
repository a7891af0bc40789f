import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  directoryGroupSchema,
  lookupQuerySchema,
} from '../../../contract/groups/group-lookups.schema';
import {
  personSummarySchema,
  type PersonSummary,
} from '../../../contract/groups/group-members.schema';
import type { DirectoryPort } from '../../integrations/directory/directory-port';
import { containsPattern } from '../../db/sql-helpers';
import { requireGlobalGroupCreator } from './group-policy';
import { displayNameSql } from './members-sql';

const tags = ['groups'];

/**
 * The pickers of the group forms: active people by name or e-mail, and directory groups. (The
 * people area's own person search can replace the first once it exists.)
 */
export const groupLookupRoutes: FastifyPluginAsyncZod<{ directory: DirectoryPort }> = async (
  app,
  { directory },
) => {
  app.get(
    '/groups/people_search/',
    {
      schema: {
        tags,
        querystring: lookupQuerySchema,
        response: { 200: z.array(personSummarySchema) },
      },
    },
    async (request) =>
      request.tenant(async (tx, user) => {
        requireGlobalGroupCreator(user);
        const pattern = containsPattern(request.query.search);
        const result = await tx.execute<PersonSummary>(sql`
          SELECT p.id, ${displayNameSql} AS display_name, p.email, p.job_title, p.department, p.site
          FROM user_profiles p
          WHERE p.is_active AND (concat(p.first_name, ' ', p.last_name) ILIKE ${pattern} OR p.email ILIKE ${pattern})
          ORDER BY p.last_name, p.first_name, p.id LIMIT 30`);
        return result.rows;
      }),
  );

  app.get(
    '/groups/directory_groups/',
    {
      schema: {
        tags,
        querystring: lookupQuerySchema,
        response: { 200: z.array(directoryGroupSchema) },
      },
    },
    async (request) =>
      request.tenant(async (tx, user) => {
        requireGlobalGroupCreator(user);
        return directory.searchGroups(tx, request.query.search, 25);
      }),
  );
};
