import { lazyPart } from '@/components/lazy-part';
import { projectOwnSections } from '@/features/projects/project-own-sections';
import type { ProjectSectionEntry } from '@/features/projects/project-sections';

/**
 * The tabs of a project's workspace, in order. An area adds its tab with one entry here: its
 * section id (the URL segment), label, route path, lazy element and who sees it. The projects
 * workspace reads this list through `ProjectSectionsProvider`, so it imports no other area.
 */
export const projectSections: readonly ProjectSectionEntry[] = [
  projectOwnSections.overview,
  projectOwnSections.changes,
  {
    id: 'groups',
    label: 'Groups',
    path: 'groups/*',
    element: lazyPart('project-groups', () =>
      import('@/features/groups/screens/project-groups-tab').then((m) => m.ProjectGroupsTab),
    ),
  },
  {
    id: 'activities',
    label: 'Activities',
    path: 'activities',
    element: lazyPart('project-activities', () =>
      import('@/features/activities/screens/activities-tab').then((m) => m.ActivitiesTab),
    ),
  },
  {
    id: 'assessments',
    label: 'Assessments',
    path: 'assessments/*',
    element: lazyPart('project-assessments', () =>
      import('@/features/assessments/screens/assessments-tab').then((m) => m.AssessmentsTab),
    ),
  },
  {
    id: 'surveys',
    label: 'Surveys',
    path: 'surveys/*',
    element: lazyPart('project-surveys', () =>
      import('@/features/surveys/screens/surveys-tab').then((m) => m.SurveysTab),
    ),
    roles: ['ADMIN', 'CHANGE_OFFICE', 'CHANGE_MANAGER'],
    flags: ['surveys_tab'],
  },
  {
    id: 'leaders',
    label: 'Leaders',
    path: 'leaders/*',
    element: lazyPart('project-leaders', () =>
      import('@/features/leaders/screens/leaders-tab').then((m) => m.LeadersTab),
    ),
    flags: ['activation_cycles'],
  },
  projectOwnSections.narrative,
  projectOwnSections.plan,
  projectOwnSections.metrics,
  {
    id: 'comms',
    label: 'Comms',
    path: 'comms/*',
    element: lazyPart('project-comms', () =>
      import('@/features/comms/screens/comms-tab').then((m) => m.CommsTab),
    ),
  },
];
