import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ReferenceListName } from '../../../../contract/admin/reference-lists';
import { changeImpactAttributes } from '../../../db/schema/changes';
import { projectTagLinks } from '../../../db/schema/projects';
import * as lists from '../../../db/schema/reference-data';

/** The shared columns the generic module works through (see `referenceColumns`). */
export type ReferenceTable = PgTable & {
  id: AnyPgColumn;
  organisationId: AnyPgColumn;
  name: AnyPgColumn;
  position: AnyPgColumn;
  archived: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** Rows elsewhere that point at an entry: deleting a used entry is refused with these counts. */
export interface ReferenceUsage {
  table: PgTable;
  column: AnyPgColumn;
  /** Plural noun for the message: "3 projects". */
  what: string;
}

export interface ReferenceListDefinition {
  table: ReferenceTable;
  /** Child lists: the column naming the parent entry and the parent list. */
  parent?: { column: AnyPgColumn; list: ReferenceListName };
  usedBy?: readonly ReferenceUsage[];
  /** Regions are also replaced whole with PUT (SPEC §7). */
  put?: boolean;
}

/**
 * Each list in a line or two: its table, its parent and what uses its entries. Schemas come from
 * the contract by the same name; routes, paging, search, ordering and safe delete are generic.
 */
export const referenceListDefinitions: Record<ReferenceListName, ReferenceListDefinition> = {
  reporting_site_regions: {
    table: lists.reportingSiteRegions,
    put: true,
    usedBy: [{ table: lists.reportingSites, column: lists.reportingSites.regionId, what: 'sites' }],
  },
  reporting_sites: {
    table: lists.reportingSites,
    parent: { column: lists.reportingSites.regionId, list: 'reporting_site_regions' },
  },
  departments: {
    table: lists.departments,
    usedBy: [
      {
        table: changeImpactAttributes,
        column: changeImpactAttributes.departmentId,
        what: 'changes',
      },
    ],
  },
  function_labels: {
    table: lists.functionLabels,
    usedBy: [
      {
        table: lists.subFunctions,
        column: lists.subFunctions.functionLabelId,
        what: 'sub-functions',
      },
    ],
  },
  sub_functions: {
    table: lists.subFunctions,
    parent: { column: lists.subFunctions.functionLabelId, list: 'function_labels' },
  },
  change_reach_labels: {
    table: lists.changeReachLabels,
    usedBy: [
      {
        table: lists.changeReachItems,
        column: lists.changeReachItems.labelId,
        what: 'reach items',
      },
    ],
  },
  change_reach_items: {
    table: lists.changeReachItems,
    parent: { column: lists.changeReachItems.labelId, list: 'change_reach_labels' },
  },
  change_types: { table: lists.changeTypes },
  change_external_stakeholders: { table: lists.changeExternalStakeholders },
  project_tags: {
    table: lists.projectTags,
    usedBy: [{ table: projectTagLinks, column: projectTagLinks.tagId, what: 'projects' }],
  },
  project_roles: { table: lists.projectRoles },
  project_scopes: { table: lists.projectScopes },
  change_practice_standard_workstreams: {
    table: lists.standardWorkstreams,
    usedBy: [
      {
        table: lists.standardDeliverables,
        column: lists.standardDeliverables.workstreamId,
        what: 'deliverables',
      },
    ],
  },
  change_practice_standard_deliverables: {
    table: lists.standardDeliverables,
    parent: {
      column: lists.standardDeliverables.workstreamId,
      list: 'change_practice_standard_workstreams',
    },
  },
  people_tags: { table: lists.peopleTags },
  personas: { table: lists.personas },
  custom_tool_templates: { table: lists.customToolTemplates },
};
