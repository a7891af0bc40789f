import useSWR, { useSWRConfig } from 'swr';
import type { ChangeNarrative } from '@contract/projects/narrative.schema';
import { changeNarrativePaths } from '@contract/projects/narrative';
import type { Change } from '@contract/projects/changes.schema';
import { changesPaths } from '@contract/projects/changes';
import type { Paginated, PersonRef } from '@contract/shared/common.schema';
import { metricsPaths } from '@contract/projects/metrics';
import type { Metric, MetricDetail } from '@contract/projects/metrics.schema';
import { phasePaths } from '@contract/projects/phases';
import type { Phase, ProjectPhase } from '@contract/projects/phases.schema';
import type { ProjectStats } from '@contract/projects/project-stats.schema';
import { projectStatsPaths } from '@contract/projects/project-stats';
import type {
  Project,
  ProjectSummary,
  ProjectTag,
  TeamMember,
} from '@contract/projects/projects.schema';
import { projectsPaths, type ProjectListFilters } from '@contract/projects/projects';
import type { Deliverable, Milestone, Workstream } from '@contract/projects/work-plan.schema';
import { deliverablesPaths, milestonesPaths, workstreamsPaths } from '@contract/projects/work-plan';
import { apiGet } from '@/lib/api-client/api-client';
import type { ApiError } from '@/lib/api-client/api-error';
import { defineRead, useApiRead } from '@/lib/swr/use-api-read';

// The projects area's reads, one line each; the SWR key is the URL the contract builds.

/** One page of the projects list; the previous page stays on screen while the next one loads. */
export function useProjectList(filters: ProjectListFilters) {
  return useApiRead<Paginated<ProjectSummary>>(projectsPaths.list(filters), 'Projects', {
    keepPreviousData: true,
  });
}
export const useProjectsForUser = defineRead<[], ProjectSummary[]>(
  'Your projects',
  projectsPaths.forUser,
);
export const useProject = defineRead<[projectId: number], Project>('Project', projectsPaths.detail);
export const useOrganisationPhases = defineRead<[], Phase[]>('Phases', phasePaths.list);
export const useProjectPhases = defineRead<[projectId: number], ProjectPhase[]>(
  'Project phases',
  (projectId: number) => phasePaths.forProject(projectId),
);
export const useProjectStats = defineRead<[projectId: number], ProjectStats>(
  'Project stats',
  projectStatsPaths.one,
);

export const useChanges = defineRead<[projectId: number], Change[]>('Changes', changesPaths.list);
export const useChange = defineRead<[projectId: number, changeId: number], Change>(
  'Change',
  changesPaths.detail,
);

export const useNarrative = defineRead<[projectId: number], ChangeNarrative>(
  'Change narrative',
  changeNarrativePaths.detail,
);

export const useWorkstreams = defineRead<[projectId: number], Workstream[]>(
  'Workstreams',
  (projectId: number) => workstreamsPaths.list(projectId),
);
export const useProjectDeliverables = defineRead<[projectId: number], Deliverable[]>(
  'Deliverables',
  (projectId: number) => deliverablesPaths.list({ project: projectId }),
);
export const useProjectMilestones = defineRead<[projectId: number], Milestone[]>(
  'Milestones',
  (projectId: number) => milestonesPaths.list({ project: projectId }),
);

export const useMetrics = defineRead<[projectId: number], Metric[]>('Metrics', metricsPaths.list);
export const useMetric = defineRead<[projectId: number, metricId: number], MetricDetail>(
  'Metric',
  metricsPaths.detail,
);

/** The tags the organisation uses on its projects, by name. */
export function useProjectTagOptions(): { tags: ProjectTag[] | undefined; error?: ApiError } {
  // The organisation's tag list belongs to the admin area (`project-tags/`), which has no call
  // yet; until it has, the tags in use on the projects the user can see stand in for it.
  const { data, error } = useProjectList({ page_size: 500, ordering: 'name' });
  if (!data) return { tags: undefined, error };
  const byId = new Map<number, ProjectTag>();
  for (const project of data.results) for (const tag of project.tags) byId.set(tag.id, tag);
  return {
    tags: [...byId.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** A person who can join a team or own something. */
export type PersonOption = PersonRef & { email?: string; job_title?: string | null };

/**
 * People the user works with: everyone on the teams of their projects. The people directory
 * (`user_profiles/search_profiles/`) belongs to the people area, which has no call yet; the
 * teams the user already shares stand in for it.
 */
export function usePeopleFromMyTeams(): { people: PersonOption[] | undefined; error?: ApiError } {
  const mine = useProjectsForUser();
  const urls = mine.data?.slice(0, 25).map((project) => projectsPaths.detail(project.id));
  const { data, error } = useSWR<TeamMember[][], ApiError>(
    urls ? ['people-from-my-teams', ...urls] : null,
    ([, ...keys]: string[]) =>
      Promise.all(
        keys.map((url) => apiGet<Project>(url, { label: 'Project team' }).then((p) => p.team)),
      ),
  );
  if (mine.error) return { people: undefined, error: mine.error };
  if (!data) return { people: undefined, error };
  const byId = new Map<number, PersonOption>();
  for (const team of data) for (const person of team) byId.set(person.id, person);
  return {
    people: [...byId.values()].sort((a, b) => a.display_name.localeCompare(b.display_name)),
  };
}

/** What a write touched, so the reads that show it are fetched again. */
export type WriteScope = 'projects' | 'changes' | 'narrative' | 'plan' | 'metrics';

const prefixes: Record<WriteScope, readonly string[]> = {
  // Lists, Home, the project itself, its stats and the archive.
  projects: ['projects/', 'project-stats/'],
  changes: ['projects/', 'project-stats/'],
  narrative: [],
  plan: ['workstreams/', 'deliverables/', 'milestones/', 'project-stats/', 'projects/'],
  metrics: ['project-stats/', 'projects/'],
};

/**
 * After a write: fetch again every read the write may have changed (only the ones on screen
 * fetch now; the rest refresh when they are next shown).
 */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return (scope: WriteScope, except?: string) =>
    mutate(
      (key) =>
        typeof key === 'string' &&
        key !== except &&
        !key.includes('/change_narrative/') &&
        prefixes[scope].some((prefix) => key.startsWith(prefix)),
    );
}
