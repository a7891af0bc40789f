import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import {
  createPersonInputSchema,
  managersForGroupQuerySchema,
  paginatedPeopleSchema,
  paginatedPersonSummariesSchema,
  personDetailSchema,
  personListQuerySchema,
  personSchema,
  personSummaryListSchema,
  profilesByIdsBodySchema,
  searchByCriteriaQuerySchema,
  searchCriteriaSchema,
  searchProfilesBodySchema,
  searchProfilesQuerySchema,
  updatePersonInputSchema,
  updatePersonQuerySchema,
} from '../../../../contract/people/profiles.schema';
import { paginate } from '../../../http/pagination';
import { presentPerson, presentPersonSummary } from './present';
import { pageOfPeople } from './people-page';
import { peopleByIds } from './queries';
import { createPerson, managersForGroup, personDetail, updatePerson } from './service';

const tags = ['people'];

/** Profiles: the directory, person search, one person, add and edit. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user_profiles/',
    {
      schema: {
        tags,
        querystring: personListQuerySchema,
        response: { 200: paginatedPeopleSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const { count, rows } = await request.tenant((tx) =>
        pageOfPeople(
          tx,
          q,
          { sort: q.sort, direction: q.direction },
          q.page_size,
          (q.page_number - 1) * q.page_size,
        ),
      );
      return paginate(
        request,
        q,
        count,
        rows.map((r) => presentPerson(r.person, r.manager)),
      );
    },
  );

  app.post(
    '/user_profiles/',
    { schema: { tags, body: createPersonInputSchema, response: { 201: personSchema } } },
    async (request, reply) => {
      const row = await request.tenant((tx, user) => createPerson(tx, user, request.body));
      return reply.status(201).send(presentPerson(row.person, row.manager));
    },
  );

  app.get(
    '/user_profiles/:id/',
    { schema: { tags, params: idParamsSchema, response: { 200: personDetailSchema } } },
    async (request) => request.tenant((tx) => personDetail(tx, request.params.id)),
  );

  app.patch(
    '/user_profiles/:id/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: updatePersonQuerySchema,
        body: updatePersonInputSchema,
        response: { 200: personSchema },
      },
    },
    async (request) => {
      const row = await request.tenant((tx, user) =>
        updatePerson(tx, user, request.params.id, request.body, request.query.updateSite ?? false),
      );
      return presentPerson(row.person, row.manager);
    },
  );

  app.get(
    '/user_profiles/search_profiles/',
    {
      schema: {
        tags,
        querystring: searchProfilesQuerySchema,
        response: { 200: paginatedPersonSummariesSchema },
      },
    },
    async (request) => {
      const { search, per_page, page } = request.query;
      const { count, rows } = await request.tenant((tx) =>
        pageOfPeople(
          tx,
          { search, status: 'active' },
          { sort: 'name', direction: 'asc' },
          per_page,
          (page - 1) * per_page,
        ),
      );
      return paginate(
        request,
        { page_number: page, page_size: per_page },
        count,
        rows.map((r) => presentPersonSummary(r.person)),
      );
    },
  );

  app.post(
    '/user_profiles/search_profiles_by_criteria/',
    {
      schema: {
        tags,
        querystring: searchByCriteriaQuerySchema,
        body: searchCriteriaSchema,
        response: { 200: paginatedPersonSummariesSchema },
      },
    },
    async (request) => {
      const { per_page, page } = request.query;
      const { count, rows } = await request.tenant((tx) =>
        pageOfPeople(
          tx,
          { ...request.body, status: 'active' },
          { sort: 'name', direction: 'asc' },
          per_page,
          (page - 1) * per_page,
        ),
      );
      return paginate(
        request,
        { page_number: page, page_size: per_page },
        count,
        rows.map((r) => presentPersonSummary(r.person)),
      );
    },
  );

  app.get(
    '/user_profiles/get_managers_for_group/',
    {
      schema: {
        tags,
        querystring: managersForGroupQuerySchema,
        response: { 200: personSummaryListSchema },
      },
    },
    async (request) => {
      const rows = await request.tenant((tx) => managersForGroup(tx, request.query.group_id));
      return rows.map(presentPersonSummary);
    },
  );

  app.post(
    '/search-profiles/',
    { schema: { tags, body: searchProfilesBodySchema, response: { 200: paginatedPeopleSchema } } },
    async (request) => {
      const b = request.body;
      const { count, rows } = await request.tenant((tx, user) =>
        pageOfPeople(
          tx,
          {
            search: b.search,
            status: 'all',
            manager_id: b.isFilteredUsers ? user.id : undefined,
          },
          { sort: b.selectedSort, direction: b.selectedSortDirection },
          b.page_size,
          (b.page_number - 1) * b.page_size,
        ),
      );
      return paginate(
        request,
        b,
        count,
        rows.map((r) => presentPerson(r.person, r.manager)),
      );
    },
  );

  app.post(
    '/get-profiles/',
    { schema: { tags, body: profilesByIdsBodySchema, response: { 200: personSummaryListSchema } } },
    async (request) => {
      const rows = await request.tenant((tx) => peopleByIds(tx, [...new Set(request.body.ids)]));
      return rows.map(presentPersonSummary);
    },
  );
};
