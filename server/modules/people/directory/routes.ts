import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  directoryGroupListSchema,
  directoryGroupSearchQuerySchema,
  directoryStatusSchema,
  directoryUserListSchema,
  directoryUserQuerySchema,
  type DirectoryStatus,
} from '../../../../contract/people/directory.schema';
import type { DirectoryGroup, DirectoryUser } from '../../../integrations/directory/directory-port';
import { requirePeopleAdmin } from '../people-policy';
import {
  DIRECTORY_SYNC_JOB,
  latestDirectorySync,
  startDirectorySync,
  type DirectorySyncRow,
} from './sync';

const tags = ['people'];

const presentGroup = (g: DirectoryGroup) => ({
  id: g.id,
  display_name: g.name,
  description: g.description,
});
const presentUser = (u: DirectoryUser) => ({
  id: u.externalId,
  display_name: `${u.firstName} ${u.lastName}`.trim() || u.email,
  mail: u.email,
  job_title: u.jobTitle,
  department: u.department,
  office_location: u.site,
});
const presentSync = (s: DirectorySyncRow) => ({
  id: s.id,
  status: s.status,
  groups_total: s.groupsTotal,
  groups_done: s.groupsDone,
  members_linked: s.membersLinked,
  error: s.error,
  started_at: s.startedAt.toISOString(),
  finished_at: s.finishedAt?.toISOString() ?? null,
});

/** The directory: groups, users, and re-syncing directory-linked groups. */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const directory = () => app.integrations.directory;

  app.get(
    '/directory-groups/',
    { schema: { tags, response: { 200: directoryGroupListSchema } } },
    async (request) => {
      const groups = await request.tenant((tx) => directory().searchGroups(tx, '', 500));
      return groups.map(presentGroup);
    },
  );

  app.get(
    '/directory-groups/get_directory_groups_by_search/',
    {
      schema: {
        tags,
        querystring: directoryGroupSearchQuerySchema,
        response: { 200: directoryGroupListSchema },
      },
    },
    async (request) => {
      const groups = await request.tenant((tx) =>
        directory().searchGroups(tx, request.query.search, 25),
      );
      return groups.map(presentGroup);
    },
  );

  app.get(
    '/get-graph-users/',
    {
      schema: {
        tags,
        querystring: directoryUserQuerySchema,
        response: { 200: directoryUserListSchema },
      },
    },
    async (request) => {
      const users = await request.tenant((tx) =>
        directory().searchUsers(tx, request.query.search, 25),
      );
      return users.map(presentUser);
    },
  );

  app.get(
    '/directory-sync/',
    { schema: { tags, response: { 200: directoryStatusSchema } } },
    async (request): Promise<DirectoryStatus> => {
      const found = await request.tenant(async (tx, user) => {
        requirePeopleAdmin(user);
        return latestDirectorySync(tx);
      });
      return {
        source: directory().kind,
        last_synced_at: found.lastSyncedAt?.toISOString() ?? null,
        latest: found.latest ? presentSync(found.latest) : null,
      };
    },
  );

  app.post(
    '/refresh-ad-groups/',
    { schema: { tags, response: { 202: directoryStatusSchema } } },
    async (request, reply) => {
      const { sync, lastSyncedAt } = await request.tenant(async (tx, user) => {
        requirePeopleAdmin(user);
        const started = await startDirectorySync(tx, user.id);
        return { sync: started, lastSyncedAt: (await latestDirectorySync(tx)).lastSyncedAt };
      });
      if (sync.status === 'queued' && sync.groupsDone === 0) {
        await app.jobQueue.send(DIRECTORY_SYNC_JOB, {
          organisationId: request.caller().organisationId,
          syncId: sync.id,
        });
      }
      return reply.status(202).send({
        source: directory().kind,
        last_synced_at: lastSyncedAt?.toISOString() ?? null,
        latest: presentSync(sync),
      });
    },
  );
};
