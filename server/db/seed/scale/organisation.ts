import { drizzle } from 'drizzle-orm/node-postgres';
import { departments, projectTags } from '../../schema/reference-data';
import { seedOrganisationReferenceData } from '../reference-data';
import type { ScaleContext, ScalePart } from './context';
import { departmentNames, projectTagNames } from './names';

/** What every organisation starts with (flags, phases, enumerations) plus tags and departments. */
export const organisationPart: ScalePart = {
  name: 'organisation: reference data, tags, departments',
  async run(ctx: ScaleContext) {
    await seedOrganisationReferenceData(drizzle({ client: ctx.client }), ctx.organisationId);
    const departmentIds = await ctx.allocateIds(departments, departmentNames.length);
    await ctx.insert(
      departments,
      departmentNames.map((name, i) => ({
        id: departmentIds[i],
        organisationId: ctx.organisationId,
        name,
      })),
    );
    const tagIds = await ctx.allocateIds(projectTags, projectTagNames.length);
    await ctx.insert(
      projectTags,
      projectTagNames.map((name, i) => ({
        id: tagIds[i],
        organisationId: ctx.organisationId,
        name,
      })),
    );
    ctx.provide('departments', departmentIds);
    ctx.provide('projectTags', tagIds);
    return `${departmentIds.length} departments, ${tagIds.length} tags`;
  },
};
