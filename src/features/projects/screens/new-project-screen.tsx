import { Skeleton, SkeletonItem } from '@fluentui/react-components';
import { ActionToaster } from '@/components/action-toasts';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { RouterButtonLink } from '@/components/router-link';
import { projectPaths } from '../paths';
import { projectCreatorRoles } from '@contract/projects/projects';
import { useUsersProfile } from '@/lib/session/session-reads';
import { NewProjectWizard } from '../components/new-project-wizard';

/** `/new-project/*`: the new project wizard, for the roles that may create projects. */
export function NewProjectScreen() {
  const { data: profile } = useUsersProfile();
  if (!profile) {
    return (
      <>
        <PageHeader title="New project" />
        <Skeleton aria-label="Loading">
          <SkeletonItem size={48} />
        </Skeleton>
      </>
    );
  }
  if (!projectCreatorRoles.includes(profile.role)) {
    return (
      <>
        <PageHeader title="New project" />
        <EmptyState
          title="You cannot start projects"
          message="Admins, the change office and change managers start projects. Ask one of them to add you to a project’s team."
          action={
            <RouterButtonLink to={projectPaths.projects.href()}>See projects</RouterButtonLink>
          }
        />
      </>
    );
  }
  return (
    <>
      <NewProjectWizard profile={profile} />
      <ActionToaster />
    </>
  );
}
