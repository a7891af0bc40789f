// Zod-free on purpose: the SPA's navigation and other areas' pickers import these values.
import { withQuery } from '../shared/query-string';

/**
 * Every reference-data list an organisation's admin keeps (SPEC §7), keyed by a stable name.
 * `path` is the list's collection under /api/v1/; `parent` names the list an entry belongs to.
 */
export const referenceLists = {
  reporting_site_regions: {
    path: 'reporting-site-regions',
    label: 'Reporting site regions',
    item: 'region',
    group: 'Organisation structure',
    description: 'Regions that group reporting sites.',
  },
  reporting_sites: {
    path: 'reporting-site',
    label: 'Reporting sites',
    item: 'reporting site',
    group: 'Organisation structure',
    description: 'Sites survey results and impacts are reported by.',
    parent: 'reporting_site_regions',
  },
  departments: {
    path: 'departments',
    label: 'Departments',
    item: 'department',
    group: 'Organisation structure',
    description: 'Departments that changes and people belong to.',
  },
  function_labels: {
    path: 'function-labels',
    label: 'Functions',
    item: 'function',
    group: 'Organisation structure',
    description: 'Business functions impacted groups are tagged with.',
  },
  sub_functions: {
    path: 'sub-functions',
    label: 'Sub-functions',
    item: 'sub-function',
    group: 'Organisation structure',
    description: 'Finer functions, each under a function.',
    parent: 'function_labels',
  },
  change_reach_labels: {
    path: 'change-reach-labels',
    label: 'Change reach labels',
    item: 'reach label',
    group: 'Changes',
    description: 'Dimensions of how far a change reaches (for example geography).',
  },
  change_reach_items: {
    path: 'change-reach-items',
    label: 'Change reach items',
    item: 'reach item',
    group: 'Changes',
    description: 'The values of each change reach label.',
    parent: 'change_reach_labels',
  },
  change_types: {
    path: 'change-types',
    label: 'Change types',
    item: 'change type',
    group: 'Changes',
    description: 'What kind of change a change is: system, behaviour, process …',
  },
  change_external_stakeholders: {
    path: 'change-external-stakeholders',
    label: 'External stakeholders',
    item: 'external stakeholder',
    group: 'Changes',
    description: 'Organisations outside yours that changes affect or involve.',
  },
  project_tags: {
    path: 'project-tags',
    label: 'Project tags',
    item: 'project tag',
    group: 'Projects',
    description: 'Tags that group projects in lists and reports.',
  },
  project_roles: {
    path: 'project-roles',
    label: 'Project roles',
    item: 'project role',
    group: 'Projects',
    description: 'Roles people hold on a project team.',
  },
  project_scopes: {
    path: 'project-scopes',
    label: 'Project scopes',
    item: 'project scope',
    group: 'Projects',
    description: 'How wide a project reaches: enterprise, business unit, region, function.',
  },
  change_practice_standard_workstreams: {
    path: 'change-practice-standard-workstreams',
    label: 'Standard workstreams',
    item: 'workstream',
    group: 'Projects',
    description: 'Workstreams that seed a new project’s work plan.',
  },
  change_practice_standard_deliverables: {
    path: 'change-practice-standard-deliverables',
    label: 'Standard deliverables',
    item: 'deliverable',
    group: 'Projects',
    description: 'Deliverables of each standard workstream, seeded with it.',
    parent: 'change_practice_standard_workstreams',
  },
  people_tags: {
    path: 'people-tags',
    label: 'People tags',
    item: 'people tag',
    group: 'People',
    description: 'Tags that group people across projects.',
  },
  personas: {
    path: 'personas',
    label: 'Personas',
    item: 'persona',
    group: 'People',
    description: 'Typical people a change reaches, to plan engagement for.',
  },
  custom_tool_templates: {
    path: 'custom-tool-templates',
    label: 'Custom tool templates',
    item: 'tool template',
    group: 'Toolkit',
    description: 'Links and files every project’s toolkit starts with.',
    // Each entry is a link or an uploaded file (multipart), downloaded by id.
    linkOrFile: true,
  },
} as const satisfies Record<
  string,
  {
    path: string;
    label: string;
    item: string;
    group: string;
    description: string;
    parent?: string;
    linkOrFile?: boolean;
  }
>;

/** Whether a list's entries are each a link or an uploaded file. */
export function isLinkOrFileList(list: ReferenceListName): boolean {
  return 'linkOrFile' in referenceLists[list];
}

export type ReferenceListName = keyof typeof referenceLists;
export const referenceListNames = Object.keys(referenceLists) as [
  ReferenceListName,
  ...ReferenceListName[],
];

/** The query key a child list is filtered by, and the body field naming its parent. */
export const referenceListParentKeys = {
  reporting_sites: 'region_id',
  sub_functions: 'function_label_id',
  change_reach_items: 'label_id',
  change_practice_standard_deliverables: 'workstream_id',
} as const satisfies Partial<Record<ReferenceListName, string>>;

export interface ReferenceListQuery {
  search?: string;
  include_archived?: boolean;
  parent_id?: number;
}

/** Paths relative to /api/v1/. */
export const referenceListPaths = {
  list: (list: ReferenceListName, query: ReferenceListQuery = {}) => {
    const parentKey = (referenceListParentKeys as Partial<Record<ReferenceListName, string>>)[list];
    const { parent_id, ...rest } = query;
    return withQuery(`${referenceLists[list].path}/`, {
      ...rest,
      ...(parentKey ? { [parentKey]: parent_id } : {}),
    });
  },
  detail: (list: ReferenceListName, id: number) => `${referenceLists[list].path}/${id}/`,
  /** A list entry's file (tool templates kept as a file). */
  download: (list: ReferenceListName, id: number) => `${referenceLists[list].path}/${id}/download/`,
  reorder: (list: ReferenceListName) => `${referenceLists[list].path}/reorder/`,
  reachLabelsWithItems: () => 'change-reach-labels/?withReachItems=true',
  reportingSitesPage: (query: { page_number: number; page_size: number; search?: string }) =>
    withQuery('reporting-site/get_reporting_sites/', query),
};
