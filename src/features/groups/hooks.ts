import type { DirectoryGroup } from '@contract/people/directory.schema';
import { directoryPaths } from '@contract/people/directory';
import type {
  GlobalImpactedGroup,
  GlobalImpactedGroupPage,
  GroupName,
  MembersByDepartment,
} from '@contract/groups/global-impacted-groups.schema';
import {
  globalImpactedGroupsPaths,
  type GlobalImpactedGroupFilters,
} from '@contract/groups/global-impacted-groups';
import type { ImpactedGroupChange } from '@contract/groups/impacted-group-changes.schema';
import { impactedGroupChangesPaths } from '@contract/groups/impacted-group-changes';
import type { ImpactedGroupFunction } from '@contract/groups/impacted-group-functions.schema';
import { impactedGroupFunctionsPaths } from '@contract/groups/impacted-group-functions';
import type { ProjectGroup } from '@contract/groups/project-groups.schema';
import { projectGroupsPaths } from '@contract/groups/project-groups';
import type { ProjectContribution } from '@contract/groups/project-contributions.schema';
import { projectContributionsPaths } from '@contract/groups/project-contributions';
import type { Change } from '@contract/projects/changes.schema';
import { changesPaths } from '@contract/projects/changes';
import { defineWrite } from '@/lib/swr/define-write';
import { defineRead, useApiRead } from '@/lib/swr/use-api-read';
import {
  createDirectoryGroup,
  linkDirectoryMembers,
  saveContributions,
  createGlobalGroup,
  createGroupFunction,
  createImpact,
  createProjectGroup,
  deleteGlobalGroup,
  deleteGroupFunction,
  deleteImpact,
  deleteProjectGroup,
  linkImpactedGroup,
  syncGlobalGroup,
  unlinkImpactedGroup,
  updateGlobalGroup,
  updateGroupFunction,
  updateImpact,
  updateImpactedGroup,
  updateProjectGroup,
} from './api';

// Reads: the SWR key is the URL the contract builds.
/** One page of the organisation's groups (50 by default); `search` narrows on the server. */
export function useGlobalGroups(filters: GlobalImpactedGroupFilters) {
  return useApiRead<GlobalImpactedGroupPage>(globalImpactedGroupsPaths.list(filters), 'Groups', {
    keepPreviousData: true,
  });
}
export const useGlobalGroup = defineRead<[id: number], GlobalImpactedGroup>('Group', (id: number) =>
  globalImpactedGroupsPaths.detail(id),
);
export const useGlobalGroupForm = defineRead<[id: number], GlobalImpactedGroup>(
  'Group',
  (id: number) => globalImpactedGroupsPaths.detail(id, { isCreate: true }),
);
export const useGroupNames = defineRead<[excludeGroupId: number | 'none'], GroupName[]>(
  'Group names',
  (exclude: number | 'none') =>
    globalImpactedGroupsPaths.names(exclude === 'none' ? undefined : exclude),
);
export const useMembersByDepartment = defineRead<[id: number], MembersByDepartment>(
  'Members',
  globalImpactedGroupsPaths.membersByDepartment,
);
export const useGroupFunctions = defineRead<[groupId: number], ImpactedGroupFunction[]>(
  'Functions',
  impactedGroupFunctionsPaths.list,
);
export const useProjectGroups = defineRead<[projectId: number], ProjectGroup[]>(
  'Groups',
  (projectId: number) => projectGroupsPaths.list(projectId, { includeArchived: true }),
);
export const useProjectImpacts = defineRead<[projectId: number], ImpactedGroupChange[]>(
  'Impacts',
  (projectId: number) => impactedGroupChangesPaths.list({ projectId }),
);
/** The project's changes, the matrix's rows (the projects area's call, read here by its URL). */
export const useProjectChanges = defineRead<[projectId: number], Change[]>(
  'Changes',
  (projectId: number) => changesPaths.list(projectId),
);
/** The directory's groups (the people area's search), to sync a group's members from. */
export const useDirectoryGroupSearch = defineRead<[search: string], DirectoryGroup[]>(
  'Directory groups',
  directoryPaths.searchGroups,
);

// Writes, each refreshing the reads it changes.
const globalReads = ['global-impacted-groups/', 'impacted-group-functions/'];
export const useCreateGlobalGroup = defineWrite(createGlobalGroup, {
  invalidates: () => globalReads,
});
export const useUpdateGlobalGroup = defineWrite(updateGlobalGroup, {
  invalidates: () => [...globalReads, 'projects/', 'impacted-groups/'],
});
export const useDeleteGlobalGroup = defineWrite(deleteGlobalGroup, {
  invalidates: () => globalReads,
});
export const useSyncGlobalGroup = defineWrite(syncGlobalGroup, { invalidates: () => globalReads });
export const useCreateGroupFunction = defineWrite(createGroupFunction, {
  invalidates: () => globalReads,
});
export const useUpdateGroupFunction = defineWrite(updateGroupFunction, {
  invalidates: () => globalReads,
});
export const useDeleteGroupFunction = defineWrite(deleteGroupFunction, {
  invalidates: () => globalReads,
});

// A project's groups live under `projects/{id}/groups/`; their counts show in several reads.
const projectReads = () => [
  'projects/',
  'impacted-groups/',
  'impacted-group-changes/',
  'global-impacted-groups/',
];
export const useCreateDirectoryGroup = defineWrite(createDirectoryGroup, {
  invalidates: projectReads,
});
export const useLinkDirectoryMembers = defineWrite(linkDirectoryMembers, {
  invalidates: projectReads,
});
export const useContributions = defineRead<[group: number], ProjectContribution[]>(
  'Contributions',
  projectContributionsPaths.list,
);
export const useSaveContributions = defineWrite(saveContributions, {
  invalidates: () => ['project-contributions/'],
});
export const useLinkImpactedGroup = defineWrite(linkImpactedGroup, { invalidates: projectReads });
export const useUpdateImpactedGroup = defineWrite(updateImpactedGroup, {
  invalidates: projectReads,
});
export const useUnlinkImpactedGroup = defineWrite(unlinkImpactedGroup, {
  invalidates: projectReads,
});
export const useCreateProjectGroup = defineWrite(createProjectGroup, { invalidates: projectReads });
export const useUpdateProjectGroup = defineWrite(updateProjectGroup, { invalidates: projectReads });
export const useDeleteProjectGroup = defineWrite(deleteProjectGroup, { invalidates: projectReads });

const impactReads = () => ['impacted-group-changes/', 'impacted-groups/', 'projects/'];
export const useCreateImpact = defineWrite(createImpact, { invalidates: impactReads });
export const useUpdateImpact = defineWrite(updateImpact, { invalidates: impactReads });
export const useDeleteImpact = defineWrite(deleteImpact, { invalidates: impactReads });
