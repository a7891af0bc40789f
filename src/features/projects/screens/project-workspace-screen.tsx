import {
  Breadcrumb,
  BreadcrumbDivider,
  BreadcrumbItem,
  Button,
  Caption1,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FlagRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { projectPaths } from '../paths';
import { announceAction } from '@/components/action-toasts';
import { EmptyState } from '@/components/empty-state';
import { lazyPart } from '@/components/lazy-part';
import { LoadFailure } from '@/components/load-failure';
import { PageHeader } from '@/components/page-header';
import { ProjectStatusBadge } from '@/features/projects/widgets/project-status-badge';
import { RouterButtonLink, RouterLink } from '@/components/router-link';
import { SectionNav } from '@/components/section-nav';
import { showErrorPage } from '@/lib/api-client/api-handlers';
import { useRecordTeamsProjectOpen } from '@/lib/host/use-record-teams-project-open';
import { enabledFeatures, useFeatureFlags, useUsersProfile } from '@/lib/session/session-reads';
import { useFormat } from '@/lib/format/use-format';
import { ProjectActionsMenu } from '../components/project-actions-menu';
import { useAssessmentAccess, useProject, useRestoreProject } from '../hooks';
import { ProjectProvider, projectIsEditable } from '../project-context';
import { useProjectSections, visibleSections } from '../project-sections';

const EditProjectDialog = lazyPart(
  'edit-project',
  () => import('../components/edit-project-dialog').then((m) => m.EditProjectDialog),
  null,
);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  badges: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  phase: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
  },
  crumb: {
    paddingInline: tokens.spacingHorizontalS,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  panel: { paddingBlockStart: tokens.spacingVerticalS, minWidth: 0 },
});

function sectionOf(pathname: string, projectId: number): string | undefined {
  return pathname.split(`/projects/${projectId}/`)[1]?.split('/')[0];
}

/** `/projects/:projectId/*`: one project's workspace, a tab per section, each its own URL. */
export function ProjectWorkspaceScreen() {
  const format = useFormat();
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const projectId = Number(useParams().projectId);
  const valid = Number.isInteger(projectId) && projectId > 0;
  const { data: project, error, mutate } = useProject(valid ? projectId : undefined);
  const { data: flags } = useFeatureFlags();
  const { data: profile } = useUsersProfile();
  const { data: access } = useAssessmentAccess();
  const allSections = useProjectSections();
  const restoreProject = useRestoreProject();
  const [editing, setEditing] = useState(false);

  // Inside Teams, count the opening (Teams app insights); anywhere else there is nothing to count.
  useRecordTeamsProjectOpen(valid ? projectId : null);

  // A malformed id is a project that does not exist: the same not-found page as a missing one.
  useEffect(() => {
    if (!valid) showErrorPage('not-found', 'Project');
  }, [valid]);

  if (!valid) return null;
  if (error && !project) {
    return <LoadFailure what="this project" error={error} retry={() => mutate()} />;
  }
  if (!project) {
    return (
      <Skeleton aria-label="Loading the project">
        <SkeletonItem size={16} style={{ width: '30%' }} />
        <SkeletonItem size={36} style={{ width: '60%', marginBlock: '12px' }} />
        <SkeletonItem size={32} />
      </Skeleton>
    );
  }

  const sections = visibleSections(allSections, {
    features: flags ? enabledFeatures(flags) : undefined,
    role: profile?.role,
    assessments: access?.assessments,
  });
  const first = sections[0];
  const current = sections.find((section) => section.id === sectionOf(pathname, projectId));
  const canEdit = projectIsEditable(project);

  const restore = async () => {
    await restoreProject(project.id);
    announceAction({ title: `Restored “${project.name}”`, body: 'It is back in the active list.' });
  };

  return (
    <ProjectProvider project={project}>
      <div className={styles.root}>
        <PageHeader
          title={project.name}
          documentTitle={`${project.name} · ${(current ?? first)?.label ?? 'Overview'}`}
          above={
            <Breadcrumb size="small" aria-label="Breadcrumb">
              <BreadcrumbItem>
                <RouterLink to={projectPaths.projects.href()}>Projects</RouterLink>
              </BreadcrumbItem>
              <BreadcrumbDivider />
              <BreadcrumbItem>
                {/* Where the user is: said, not a button that goes nowhere. */}
                <span className={styles.crumb} aria-current="page">
                  {project.name}
                </span>
              </BreadcrumbItem>
            </Breadcrumb>
          }
          badge={
            <div className={styles.badges}>
              <ProjectStatusBadge status={project.status} />
              <Caption1 className={styles.phase}>
                <FlagRegular aria-hidden="true" />
                Active phase: {project.active_phase_name}
              </Caption1>
            </div>
          }
          actions={
            canEdit ? (
              <ProjectActionsMenu
                project={project}
                labelled
                onEdit={() => setEditing(true)}
                onGone={() => void navigate(projectPaths.projects.href())}
              />
            ) : undefined
          }
        />
        {project.deleted_at || project.archived ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              {project.deleted_at
                ? `This project was deleted on ${format.timestampDate(project.deleted_at)}${project.deleted_by ? ` by ${project.deleted_by.display_name}` : ''}. It is read-only until it is restored.`
                : 'This project is archived: it is hidden from the active list and Home, and read-only until it is restored.'}
            </MessageBarBody>
            {project.can_edit ? (
              <MessageBarActions>
                <Button onClick={() => void restore()}>Restore project</Button>
              </MessageBarActions>
            ) : null}
          </MessageBar>
        ) : null}
        {/* A deleted project's insides are gone from view until it is restored (the server
            answers 404 for them): the banner above says so and offers Restore. */}
        {project.deleted_at ? null : (
          <>
            <SectionNav
              label="Project sections"
              current={(current ?? first)?.id ?? ''}
              items={sections.map((section) => ({
                key: section.id,
                label: section.label,
                to: projectPaths.project.href(projectId, section.id),
              }))}
            />
            <div className={styles.panel}>
              <Routes>
                {/* The project's own address opens its first section (a deep link from Teams lands here). */}
                {first ? (
                  <Route
                    index
                    element={<first.element projectId={projectId} canEdit={canEdit} />}
                  />
                ) : null}
                {sections.map((section) => (
                  <Route
                    key={section.id}
                    path={section.path}
                    element={<section.element projectId={projectId} canEdit={canEdit} />}
                  />
                ))}
                <Route
                  path="*"
                  element={
                    <EmptyState
                      title="This section does not exist"
                      message={`The project's sections are ${sections.map((section) => section.label).join(', ')}.`}
                      action={
                        <RouterButtonLink to={projectPaths.project.href(projectId)}>
                          Go to the overview
                        </RouterButtonLink>
                      }
                    />
                  }
                />
              </Routes>
            </div>
          </>
        )}
        {editing ? <EditProjectDialog project={project} onClose={() => setEditing(false)} /> : null}
      </div>
    </ProjectProvider>
  );
}
