import { useMemo } from 'react';
import { organisationPaths } from '@contract/admin/organisation';
import { referenceListPaths } from '@contract/admin/reference-lists';
import type { ToolAccessSettings } from '@contract/admin/organisation.schema';
import type { ChangeNarrative } from '@contract/projects/narrative.schema';
import { changeNarrativePaths } from '@contract/projects/narrative';
import type { Change } from '@contract/projects/changes.schema';
import { changesPaths } from '@contract/projects/changes';
import type { Paginated } from '@contract/shared/common.schema';
import { metricsPaths } from '@contract/projects/metrics';
import type { Metric, MetricDetail } from '@contract/projects/metrics.schema';
import { phasePaths } from '@contract/projects/phases';
import type { Phase, ProjectPhase } from '@contract/projects/phases.schema';
import type { ProjectStats } from '@contract/projects/project-stats.schema';
import { projectStatsPaths } from '@contract/projects/project-stats';
import type { Project, ProjectSummary, ProjectTag } from '@contract/projects/projects.schema';
import { projectsPaths, type ProjectListFilters } from '@contract/projects/projects';
import type { Deliverable, Milestone, Workstream } from '@contract/projects/work-plan.schema';
import { deliverablesPaths, milestonesPaths, workstreamsPaths } from '@contract/projects/work-plan';
import type { ApiError } from '@/lib/api-client/api-error';
import { defineWrite, type ReadMatch } from '@/lib/swr/define-write';
import { defineRead, useApiRead } from '@/lib/swr/use-api-read';
import * as api from './api';

// The projects area's reads, one line each; the SWR key is the URL the contract builds.

/** One page of the projects list; the previous page stays on screen while the next one loads. */
export function useProjectList(filters: ProjectListFilters) {
  return useApiRead<Paginated<ProjectSummary>>(projectsPaths.list(filters), 'Projects', {
    keepPreviousData: true,
  });
}
/** The organisation's tool access settings: which assessment entries (narrative…) are on. */
export const useAssessmentAccess = defineRead<[], ToolAccessSettings>(
  'Assessment access',
  organisationPaths.toolAccess,
);

/** The projects the user works on (Home, the Outlook pane, pickers): the one read of them. */
export const useMyProjects = defineRead<[], ProjectSummary[]>(
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

const useProjectTagList = defineRead<[], ProjectTag[]>('Project tags', () =>
  referenceListPaths.list('project_tags'),
);

/** The organisation's project tags (`project-tags/`, one call), by name. */
export function useProjectTagOptions(): { tags: ProjectTag[] | undefined; error?: ApiError } {
  const { data, error } = useProjectTagList();
  // The same array until the tags change, so the lists' filters can skip re-rendering.
  const tags = useMemo(
    () => data && [...data].sort((a, b) => a.name.localeCompare(b.name)),
    [data],
  );
  return { tags, error };
}

// ── Writes: each refreshes the reads it changes ───────────────────────────────────────────

/** The narrative saves by version; a refetch mid-edit would fight the editor, so writes leave it. */
const notNarrative = (key: string) => !key.includes('/change_narrative/');
/** Lists, Home, the project itself, its stats and the archive. */
const projectReads: ReadMatch[] = [
  (key) => key.startsWith('projects/') && notNarrative(key),
  'project-stats/',
];
const planReads: ReadMatch[] = ['workstreams/', 'deliverables/', 'milestones/', ...projectReads];

/** Seeds a project's own read with what the write answered. */
const seedProject = (saved: Project) => ({ [projectsPaths.detail(saved.id)]: saved });

export const useCreateProject = defineWrite(api.createProject, { invalidates: () => projectReads });
export const useUpdateProject = defineWrite(api.updateProject, {
  invalidates: () => projectReads,
  seeds: seedProject,
  // Ticks, status and phase show at once; the answer then replaces the guess.
  optimistic: ([id, input]) => [
    {
      match: (key) => key === projectsPaths.detail(id),
      update: (project) => ({ ...(project as Project), ...input }),
    },
  ],
});
export const useArchiveProject = defineWrite(api.archiveProject, {
  invalidates: () => projectReads,
  seeds: seedProject,
});
export const useRestoreProject = defineWrite(api.restoreProject, {
  invalidates: () => projectReads,
  seeds: seedProject,
});
/** The reads of one project's insides: its phases, changes, plan, metrics and stats. */
const readsInside =
  (projectId: number): ReadMatch =>
  (key) => {
    const [path = '', query = ''] = key.split('?');
    const detail = projectsPaths.detail(projectId);
    const params = new URLSearchParams(query);
    return (
      (path.startsWith(detail) && path !== detail) ||
      params.get('project') === String(projectId) ||
      params.get('projectId') === String(projectId)
    );
  };

export const useDeleteProject = defineWrite(api.deleteProject, {
  invalidates: () => projectReads,
  // The workspace stops showing (and reading) the project's insides at once, not after the
  // answer: a section still loading would otherwise mount and ask for what is going.
  optimistic: ([projectId]) => [
    {
      match: (key) => key === projectsPaths.detail(projectId),
      update: (project) => ({ ...(project as Project), deleted_at: new Date().toISOString() }),
    },
  ],
  removes: (_result, [projectId]) => [readsInside(projectId)],
});

export const useCreateChange = defineWrite(api.createChange, {
  invalidates: () => projectReads,
  seeds: (saved, [projectId]) => ({ [changesPaths.detail(projectId, saved.id)]: saved }),
});
export const useSaveChangeStep = defineWrite(api.saveChangeStep, {
  invalidates: () => projectReads,
  seeds: (saved, [projectId, changeId]) => ({ [changesPaths.detail(projectId, changeId)]: saved }),
});
export const useDeleteChange = defineWrite(api.deleteChange, {
  invalidates: () => projectReads,
  removes: (_result, [projectId, changeId]) => [changesPaths.detail(projectId, changeId)],
});

export const useCreateWorkstream = defineWrite(api.createWorkstream, {
  invalidates: () => planReads,
});
export const useUpdateWorkstream = defineWrite(api.updateWorkstream, {
  invalidates: () => planReads,
});
export const useCreateWorkstreamItem = defineWrite(api.createWorkstreamItem, {
  invalidates: () => planReads,
});
export const useDeleteWorkstream = defineWrite(api.deleteWorkstream, {
  invalidates: () => planReads,
});
export const useCreateDeliverable = defineWrite(api.createDeliverable, {
  invalidates: () => planReads,
});
export const useCreateMilestone = defineWrite(api.createMilestone, {
  invalidates: () => planReads,
});

/** Marks a list's item with its new fields at once (closing or reopening it, say). */
const patchItem =
  (id: number, input: object) =>
  (current: unknown): unknown =>
    Array.isArray(current)
      ? current.map((item: { id: number }) => (item.id === id ? { ...item, ...input } : item))
      : current;

export const useUpdateDeliverable = defineWrite(api.updateDeliverable, {
  invalidates: () => planReads,
  optimistic: ([id, input]) => [{ match: 'deliverables/?', update: patchItem(id, input) }],
});
export const useUpdateMilestone = defineWrite(api.updateMilestone, {
  invalidates: () => planReads,
  optimistic: ([id, input]) => [{ match: 'milestones/?', update: patchItem(id, input) }],
});
export const useDeleteDeliverable = defineWrite(api.deleteDeliverable, {
  invalidates: () => planReads,
});
export const useDeleteMilestone = defineWrite(api.deleteMilestone, {
  invalidates: () => planReads,
});

export const useCreateMetric = defineWrite(api.createMetric, { invalidates: () => projectReads });
export const useUpdateMetric = defineWrite(api.updateMetric, { invalidates: () => projectReads });
export const useDeleteMetric = defineWrite(api.deleteMetric, {
  invalidates: () => projectReads,
  removes: (_result, [projectId, metricId]) => [metricsPaths.detail(projectId, metricId)],
});
export const useRecordMetricReport = defineWrite(api.recordMetricReport, {
  invalidates: () => projectReads,
});
