import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { FeatureFlagName } from '@contract/admin/feature-flags';
import type { AssessmentAccessKey } from '@contract/admin/organisation';
import type { OrganisationRole } from '@contract/people/roles';

/** What every section of a project's workspace is given when it is drawn. */
export interface ProjectSectionProps {
  projectId: number;
  /** Show edit controls only when true (the server refuses the rest anyway). */
  canEdit: boolean;
}

/**
 * One tab of a project's workspace. The app lists them (src/app/project-sections.tsx), so an
 * area adds its tab there and the projects area never imports another area's screens.
 */
export interface ProjectSectionEntry {
  /** The URL segment after `/projects/:projectId/`, and the tab's key. */
  id: string;
  /** The tab's label. */
  label: string;
  /** The route inside the workspace: `id`, or `id/*` when the section has places of its own. */
  path: string;
  /** The section, in a chunk of its own (`lazyPart`). */
  element: ComponentType<ProjectSectionProps>;
  /** Feature flags that must all be on. */
  flags?: readonly FeatureFlagName[];
  /** Roles that see the section; everyone who sees the project when absent. */
  roles?: readonly OrganisationRole[];
  /** Assessment access entries of the organisation (admin → tool access) that must all be on. */
  assessments?: readonly AssessmentAccessKey[];
}

const ProjectSectionsContext = createContext<readonly ProjectSectionEntry[]>([]);

/** Hands the workspace its sections, in tab order. */
export function ProjectSectionsProvider({
  sections,
  children,
}: {
  sections: readonly ProjectSectionEntry[];
  children: ReactNode;
}) {
  return <ProjectSectionsContext value={sections}>{children}</ProjectSectionsContext>;
}

export function useProjectSections(): readonly ProjectSectionEntry[] {
  return useContext(ProjectSectionsContext);
}

/**
 * The sections this viewer sees. While the flags or the role are still loading, a section is not
 * hidden for their sake (the server refuses what the viewer may not read anyway).
 */
export function visibleSections(
  sections: readonly ProjectSectionEntry[],
  viewer: {
    features?: ReadonlySet<FeatureFlagName>;
    role?: OrganisationRole;
    assessments?: Partial<Record<AssessmentAccessKey, boolean>>;
  },
): ProjectSectionEntry[] {
  const { features, role, assessments } = viewer;
  return sections.filter(
    (section) =>
      (!features || (section.flags ?? []).every((flag) => features.has(flag))) &&
      (!role || !section.roles || section.roles.includes(role)) &&
      (!assessments || (section.assessments ?? []).every((key) => assessments[key] !== false)),
  );
}
