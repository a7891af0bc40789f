import type { ChangeWizardStepKey } from '@contract/projects/changes';
import { paths } from '@/app/paths';

/** Places inside a project's workspace, below its section URLs. */
export const workspacePaths = {
  changes: (projectId: number) => paths.project.href(projectId, 'changes'),
  newChange: (projectId: number) => `${paths.project.href(projectId, 'changes')}/new`,
  change: (projectId: number, changeId: number) =>
    `${paths.project.href(projectId, 'changes')}/${changeId}`,
  changeStep: (projectId: number, changeId: number, step: ChangeWizardStepKey) =>
    `${paths.project.href(projectId, 'changes')}/${changeId}/edit/${step}`,
  plan: (projectId: number, view: 'list' | 'timeline' = 'list') =>
    `${paths.project.href(projectId, 'plan')}${view === 'timeline' ? '?view=timeline' : ''}`,
  metrics: (projectId: number) => paths.project.href(projectId, 'metrics'),
  metric: (projectId: number, metricId: number) =>
    `${paths.project.href(projectId, 'metrics')}/${metricId}`,
};
