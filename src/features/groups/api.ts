import type {
  CreateGlobalImpactedGroupInput,
  GlobalImpactedGroup,
  UpdateGlobalImpactedGroupInput,
} from '@contract/groups/global-impacted-groups.schema';
import { globalImpactedGroupsPaths } from '@contract/groups/global-impacted-groups';
import type {
  CreateImpactedGroupChangeInput,
  ImpactedGroupChange,
  UpdateImpactedGroupChangeInput,
} from '@contract/groups/impacted-group-changes.schema';
import { impactedGroupChangesPaths } from '@contract/groups/impacted-group-changes';
import type {
  CreateImpactedGroupFunctionInput,
  ImpactedGroupFunction,
  UpdateImpactedGroupFunctionInput,
} from '@contract/groups/impacted-group-functions.schema';
import { impactedGroupFunctionsPaths } from '@contract/groups/impacted-group-functions';
import type {
  ImpactedGroup,
  LinkImpactedGroupInput,
  UpdateImpactedGroupInput,
} from '@contract/groups/impacted-groups.schema';
import { impactedGroupsPaths } from '@contract/groups/impacted-groups';
import type {
  CreateProjectGroupInput,
  ProjectGroup,
  UpdateProjectGroupInput,
} from '@contract/groups/project-groups.schema';
import { projectGroupsPaths } from '@contract/groups/project-groups';
import { projectContributionsPaths } from '@contract/groups/project-contributions';
import type {
  BulkProjectContributionsInput,
  ProjectContribution,
} from '@contract/groups/project-contributions.schema';
import {
  apiDelete,
  apiDownload,
  apiPatch,
  apiPost,
  type CallOptions,
} from '@/lib/api-client/api-client';

/** Writes report their own failures on the form or the row that made them. */
function write(label: string): CallOptions {
  return { label, redirectOnError: false, notifyOnError: false };
}

export function createGlobalGroup(input: CreateGlobalImpactedGroupInput) {
  return apiPost<GlobalImpactedGroup>(
    globalImpactedGroupsPaths.create(),
    input,
    write('New group'),
  );
}
export function updateGlobalGroup(id: number, input: UpdateGlobalImpactedGroupInput) {
  return apiPatch<GlobalImpactedGroup>(globalImpactedGroupsPaths.update(id), input, write('Group'));
}
export function deleteGlobalGroup(id: number) {
  return apiDelete(globalImpactedGroupsPaths.remove(id), write('Delete group'));
}
export function syncGlobalGroup(id: number) {
  return apiPost<GlobalImpactedGroup>(globalImpactedGroupsPaths.sync(id), {}, write('Sync'));
}

export function createGroupFunction(input: CreateImpactedGroupFunctionInput) {
  return apiPost<ImpactedGroupFunction>(
    impactedGroupFunctionsPaths.create(),
    input,
    write('New function'),
  );
}
export function updateGroupFunction(id: number, input: UpdateImpactedGroupFunctionInput) {
  return apiPatch<ImpactedGroupFunction>(
    impactedGroupFunctionsPaths.detail(id),
    input,
    write('Function'),
  );
}
export function deleteGroupFunction(id: number) {
  return apiDelete(impactedGroupFunctionsPaths.detail(id), write('Delete function'));
}
/** The function's members in one department, as the CSV file the server names. */
export function downloadDepartmentCsv(functionId: number, departmentId: number) {
  return apiDownload(impactedGroupFunctionsPaths.departmentCsv(functionId, departmentId), {
    label: 'Members CSV',
  });
}

export function linkImpactedGroup(projectId: number, input: LinkImpactedGroupInput) {
  return apiPost<ImpactedGroup>(impactedGroupsPaths.create(projectId), input, write('Link group'));
}
export function updateImpactedGroup(
  projectId: number,
  id: number,
  input: UpdateImpactedGroupInput,
) {
  return apiPatch<ImpactedGroup>(
    impactedGroupsPaths.update(projectId, id),
    input,
    write('Impacted group'),
  );
}
export function unlinkImpactedGroup(projectId: number, id: number) {
  return apiDelete(impactedGroupsPaths.update(projectId, id), write('Remove group'));
}

export function createProjectGroup(projectId: number, input: CreateProjectGroupInput) {
  return apiPost<ProjectGroup>(projectGroupsPaths.create(projectId), input, write('New group'));
}
export function updateProjectGroup(projectId: number, id: number, input: UpdateProjectGroupInput) {
  return apiPatch<ProjectGroup>(projectGroupsPaths.detail(projectId, id), input, write('Group'));
}
export function deleteProjectGroup(projectId: number, id: number) {
  return apiDelete(projectGroupsPaths.detail(projectId, id), write('Delete group'));
}

export function createImpact(input: CreateImpactedGroupChangeInput) {
  return apiPost<ImpactedGroupChange>(impactedGroupChangesPaths.create(), input, write('Impact'));
}
export function updateImpact(id: number, input: UpdateImpactedGroupChangeInput) {
  return apiPatch<ImpactedGroupChange>(
    impactedGroupChangesPaths.detail(id),
    input,
    write('Impact'),
  );
}
export function deleteImpact(id: number) {
  return apiDelete(impactedGroupChangesPaths.detail(id), write('Impact'));
}

/** Makes a directory group (Entra ID, or locally the organisation's own) of a project group's people. */
export function createDirectoryGroup(projectId: number, group: number, name?: string) {
  return apiPost<ProjectGroup>(
    projectGroupsPaths.createDirectoryGroup(projectId),
    name ? { group, name } : { group },
    write('Create directory group'),
  );
}

/** Replaces a project group's people with a directory group's members and keeps the link. */
export function linkDirectoryMembers(projectId: number, group: number, directoryGroupId: string) {
  return apiPost<ProjectGroup>(
    projectGroupsPaths.linkDirectoryMembers(projectId),
    { group, directory_group_id: directoryGroupId },
    write('Link directory group'),
  );
}

/** Saves every contribution of one group at once (`project-contributions/1/`). */
export function saveContributions(input: BulkProjectContributionsInput) {
  return apiPatch<ProjectContribution[]>(
    projectContributionsPaths.bulkUpdate(),
    input,
    write('Save contributions'),
  );
}
