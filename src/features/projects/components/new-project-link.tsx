import { AddRegular } from '@fluentui/react-icons';
import { projectPaths } from '../paths';
import { RouterButtonLink } from '@/components/router-link';

/** The projects list's way to start a project: in its header, and in its empty state. */
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
