import { Route, Routes } from 'react-router';
import { ActionToaster } from '@/components/action-toasts';
import { lazyPart } from '@/components/lazy-part';
import { ProjectListScreen } from './project-list-screen';

const ProjectWorkspaceScreen = lazyPart('project-workspace', () =>
  import('./project-workspace-screen').then((m) => m.ProjectWorkspaceScreen),
);

/**
 * The projects area (`/projects/*`): the list at `/projects`, and each project's workspace at
 * `/projects/:projectId/*` with a URL per section.
 */
export function ProjectsScreen() {
  return (
    <>
      <Routes>
        <Route index element={<ProjectListScreen />} />
        <Route path=":projectId/*" element={<ProjectWorkspaceScreen />} />
      </Routes>
      <ActionToaster />
    </>
  );
}
