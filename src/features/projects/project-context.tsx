import { createContext, useContext, type ReactNode } from 'react';
import type { Project } from '@contract/projects/projects.schema';
import { todayIn } from '@/lib/dates/calendar-date';
import { useUserOrganisation } from '@/lib/session/session-reads';

export interface ProjectContextValue {
  project: Project;
  /** Show edit controls only when true (the server refuses the rest anyway). */
  canEdit: boolean;
}

const ProjectContext = createContext<ProjectContextValue | undefined>(undefined);

export function ProjectProvider({ project, children }: { project: Project; children: ReactNode }) {
  const canEdit = projectIsEditable(project);
  return <ProjectContext value={{ project, canEdit }}>{children}</ProjectContext>;
}

/** A deleted or archived project is read-only until it is restored. */
export function projectIsEditable(project: Project): boolean {
  return project.can_edit && project.deleted_at === null && !project.archived;
}

/** The project whose workspace this is. */
export function useCurrentProject(): ProjectContextValue {
  const value = useContext(ProjectContext);
  if (!value) throw new Error('useCurrentProject is used outside a project workspace.');
  return value;
}

/** Today in the organisation's time zone (it decides Overdue and which periods exist). */
export function useOrganisationToday(): string {
  const { data: organisation } = useUserOrganisation();
  return todayIn(organisation?.time_zone);
}
