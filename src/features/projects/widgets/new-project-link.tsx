import { AddRegular } from '@fluentui/react-icons';
import { projectCreatorRoles } from '@contract/projects/projects';
import type { UsersProfile } from '@contract/people/profiles.schema';
import { projectPaths } from '../paths';
import { RouterButtonLink } from '@/components/router-link';

/**
 * Whether the signed-in person may start projects (and keep the archive, the navigation's
 * Archive rule); false while their profile is still on its way.
 */
export function mayCreateProjects(profile: Pick<UsersProfile, 'role'> | undefined): boolean {
  return profile ? projectCreatorRoles.includes(profile.role) : false;
}

/** The way to start a project: in the projects list's and Home's headers and empty states. */
export function NewProjectLink() {
  return (
    <RouterButtonLink
      to={projectPaths.newProject.href()}
      appearance="primary"
      icon={<AddRegular />}
    >
      New project
    </RouterButtonLink>
  );
}
