import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeAcrossProjectsListSchema,
  changeListQuerySchema,
  changeListSchema,
  changeSchema,
  changesAcrossProjectsQuerySchema,
  changeTargetQuerySchema,
  createChangeInputSchema,
  projectIdOrNullParamsSchema,
  updateChangeInputSchema,
  updateChangeQuerySchema,
} from '../../../../contract/projects/changes.schema';
import { type ChangeWizardStep } from '../../../../contract/projects/changes';
import { idParamsSchema } from '../../../../contract/shared/common.schema';
import { presentChange, presentChangeAcrossProjects } from './present';
import { createChange, deleteChange, getChange, listChanges, updateChange } from './service';
import { listChangesAcrossProjects } from './across-projects';
import { routePath } from '../../../http/route-path';
import { changesPatterns } from '../../../../contract/projects/changes';

const tags = ['projects'];

/** A project's changes (the change wizard saves step by step) and changes across projects. */
export const changeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(changesPatterns.collection),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: changeListQuerySchema,
        response: { 200: z.union([changeSchema, changeListSchema]) },
      },
    },
    async (request) => {
      const { change, includeGoLiveEvents, origin } = request.query;
      const projectId = request.params.id;
      if (change) {
        return presentChange(
          await request.tenant((tx, user) => getChange(tx, user, projectId, change)),
        );
      }
      const list = await request.tenant((tx, user) =>
        listChanges(tx, user, projectId, {
          ...(includeGoLiveEvents !== undefined ? { includeGoLiveEvents } : {}),
          ...(origin ? { origin } : {}),
        }),
      );
      return list.map(presentChange);
    },
  );

  app.post(
    routePath(changesPatterns.collection),
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: createChangeInputSchema,
        response: { 201: changeSchema },
      },
    },
    async (request, reply) => {
      const bundle = await request.tenant((tx, user) =>
        createChange(tx, user, request.params.id, request.body),
      );
      return reply.status(201).send(presentChange(bundle));
    },
  );

  app.patch(
    routePath(changesPatterns.collection),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: updateChangeQuerySchema,
        body: updateChangeInputSchema,
        response: { 200: changeSchema },
      },
    },
    async (request) => {
      const { change, wizard_step } = request.query;
      const bundle = await request.tenant((tx, user) =>
        updateChange(
          tx,
          user,
          request.params.id,
          change,
          request.body,
          wizard_step as ChangeWizardStep | undefined,
        ),
      );
      return presentChange(bundle);
    },
  );

  app.delete(
    routePath(changesPatterns.collection),
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: changeTargetQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await request.tenant((tx, user) =>
        deleteChange(tx, user, request.params.id, request.query.change),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    routePath(changesPatterns.acrossProjects),
    {
      schema: {
        tags,
        params: projectIdOrNullParamsSchema,
        querystring: changesAcrossProjectsQuerySchema,
        response: { 200: changeAcrossProjectsListSchema },
      },
    },
    async (request) => {
      const rows = await request.tenant((tx, user) =>
        listChangesAcrossProjects(tx, user, request.params.id, request.query),
      );
      return rows.map(presentChangeAcrossProjects);
    },
  );
};
