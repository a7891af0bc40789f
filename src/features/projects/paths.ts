import type { ChangeWizardStepKey } from '@contract/projects/changes';

/**
 * The projects area's own sections of a project's workspace. Other areas' sections have ids of
 * their own (the app lists every tab in src/app/project-sections.tsx); links take any id.
 */
export type ProjectSection = 'overview' | 'changes' | 'narrative' | 'plan' | 'metrics';

/**
 * The projects area's routes: the pattern the router matches and the href links use, so no
 * link is string-built by hand. The app's route table (src/app/paths.ts) takes them from here.
 */
export const projectPaths = {
  projects: { pattern: '/projects/*', href: () => '/projects' },
  /** One project's workspace; each section is its own URL. */
  project: {
    pattern: '/projects/:projectId/*',
    href: (projectId: number, section: ProjectSection | (string & {}) = 'overview') =>
      `/projects/${projectId}/${section}`,
  },
  newProject: { pattern: '/new-project/*', href: () => '/new-project' },
  archive: { pattern: '/archive', href: () => '/archive' },
} as const;

const section = (projectId: number, name: ProjectSection) =>
  projectPaths.project.href(projectId, name);

/** Places inside a project's workspace, below its section URLs. */
export const workspacePaths = {
  changes: (projectId: number) => section(projectId, 'changes'),
  newChange: (projectId: number) => `${section(projectId, 'changes')}/new`,
  change: (projectId: number, changeId: number) => `${section(projectId, 'changes')}/${changeId}`,
  changeStep: (projectId: number, changeId: number, step: ChangeWizardStepKey) =>
    `${section(projectId, 'changes')}/${changeId}/edit/${step}`,
  plan: (projectId: number, view: 'list' | 'timeline' = 'list') =>
    `${section(projectId, 'plan')}${view === 'timeline' ? '?view=timeline' : ''}`,
  metrics: (projectId: number) => section(projectId, 'metrics'),
  metric: (projectId: number, metricId: number) => `${section(projectId, 'metrics')}/${metricId}`,
};
