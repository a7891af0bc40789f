import { lazyPart } from '@/components/lazy-part';

/**
 * Sections of a project's workspace that other areas own, registered here so the projects area
 * can show them without importing another feature. Each is a lazy chunk of its own.
 */
export const CommsSection = lazyPart('project-comms', () =>
  import('@/features/comms/screens/comms-tab').then((m) => m.CommsTab),
);

export const GroupsSection = lazyPart('project-groups', () =>
  import('@/features/groups/screens/project-groups-tab').then((m) => m.ProjectGroupsTab),
);
