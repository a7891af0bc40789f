import { projectPaths } from '@/features/projects/paths';

/** The parts of a project's Comms tab, each with its own address under `comms/`. */
export const commsSections = [
  { key: 'announcements', label: 'Announcements' },
  { key: 'plan', label: 'Plan' },
  { key: 'emails', label: 'Emails' },
  { key: 'templates', label: 'Templates' },
  { key: 'viva-engage', label: 'Viva Engage' },
  { key: 'community', label: 'Community posts' },
  { key: 'events', label: 'Events' },
  { key: 'files', label: 'Files' },
  { key: 'training', label: 'Training' },
  { key: 'tools', label: 'Custom tools' },
  { key: 'sent', label: 'Sent items' },
] as const;

export type CommsSectionKey = (typeof commsSections)[number]['key'];

export const commsPaths = {
  section: (projectId: number, section: CommsSectionKey) =>
    `${projectPaths.project.href(projectId, 'comms')}/${section}`,
};
