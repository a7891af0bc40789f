import { lazyPart } from '@/components/lazy-part';
import type { ProjectSectionEntry } from './project-sections';

/**
 * The projects area's own workspace sections, each a chunk of its own. The app places them in
 * the tab order among other areas' sections (src/app/project-sections.tsx).
 */
export const projectOwnSections = {
  overview: {
    id: 'overview',
    label: 'Overview',
    path: 'overview',
    element: lazyPart('project-overview', () =>
      import('./screens/overview-tab').then((m) => m.OverviewTab),
    ),
  },
  changes: {
    id: 'changes',
    label: 'Changes',
    path: 'changes/*',
    element: lazyPart('project-changes', () =>
      import('./screens/changes-tab').then((m) => m.ChangesTab),
    ),
  },
  narrative: {
    id: 'narrative',
    label: 'Narrative',
    path: 'narrative',
    element: lazyPart('project-narrative', () =>
      import('./screens/narrative-tab').then((m) => m.NarrativeTab),
    ),
    flags: ['change_narrative'],
    assessments: ['change_narrative'],
  },
  plan: {
    id: 'plan',
    label: 'Plan',
    path: 'plan',
    element: lazyPart('project-plan', () => import('./screens/plan-tab').then((m) => m.PlanTab)),
  },
  metrics: {
    id: 'metrics',
    label: 'Metrics',
    path: 'metrics/*',
    element: lazyPart('project-metrics', () =>
      import('./screens/metrics-tab').then((m) => m.MetricsTab),
    ),
    flags: ['metrics'],
  },
} as const satisfies Record<string, ProjectSectionEntry>;
