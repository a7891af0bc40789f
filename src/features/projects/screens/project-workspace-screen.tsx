import {
  Breadcrumb,
  BreadcrumbButton,
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
import { useState } from 'react';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { projectPaths, projectSections, type ProjectSection } from '../paths';
// The comms section is drawn by the comms area and handed in by the app until the workspace
// takes its sections as props.
// eslint-disable-next-line changecraft/boundaries
import { CommsSection, GroupsSection } from '@/app/project-section-parts';
import { announceAction } from '@/components/action-toasts';
import { EmptyState } from '@/components/empty-state';
import { lazyPart } from '@/components/lazy-part';
import { LoadFailure } from '@/components/load-failure';
import { PageHeader } from '@/components/page-header';
import { ProjectStatusBadge } from '@/components/project-status-badge';
import { RouterButtonLink, RouterLink } from '@/components/router-link';
import { SectionNav } from '@/components/section-nav';
import { useRecordTeamsProjectOpen } from '@/lib/host/use-record-teams-project-open';
import { enabledFeatures, useFeatureFlags } from '@/lib/session/session-reads';
import { formatTimestampDate } from '@/lib/dates/calendar-date';
import { ProjectActionsMenu } from '../components/project-actions-menu';
import { useProject, useRestoreProject } from '../hooks';
import { ProjectProvider } from '../project-context';

const OverviewTab = lazyPart('project-overview', () =>
  import('./overview-tab').then((m) => m.OverviewTab),
);
const ChangesTab = lazyPart('project-changes', () =>
  import('./changes-tab').then((m) => m.ChangesTab),
);
const NarrativeTab = lazyPart('project-narrative', () =>
  import('./narrative-tab').then((m) => m.NarrativeTab),
);
const PlanTab = lazyPart('project-plan', () => import('./plan-tab').then((m) => m.PlanTab));
const MetricsTab = lazyPart('project-metrics', () =>
  import('./metrics-tab').then((m) => m.MetricsTab),
);
const EditProjectDialog = lazyPart(
  'edit-project',
  () => import('../components/edit-project-dialog').then((m) => m.EditProjectDialog),
  null,
);

const sectionLabels: Record<ProjectSection, string> = {
  overview: 'Overview',
  changes: 'Changes',
  groups: 'Groups',
  narrative: 'Narrative',
  plan: 'Plan',
  metrics: 'Metrics',
  comms: 'Comms',
};

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
  panel: { paddingBlockStart: tokens.spacingVerticalS, minWidth: 0 },
});

function sectionOf(pathname: string, projectId: number): ProjectSection | undefined {
  const rest = pathname.split(`/projects/${projectId}/`)[1]?.split('/')[0];
  return projectSections.find((section) => section === rest);
}

/** `/projects/:projectId/*`: one project's workspace, a tab per section, each its own URL. */
export function ProjectWorkspaceScreen() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const projectId = Number(useParams().projectId);
  const valid = Number.isInteger(projectId) && projectId > 0;
  const { data: project, error, mutate } = useProject(valid ? projectId : undefined);
  const { data: flags } = useFeatureFlags();
  const restoreProject = useRestoreProject();
  const [editing, setEditing] = useState(false);

  // Inside Teams, count the opening (Teams app insights); anywhere else there is nothing to count.
  useRecordTeamsProjectOpen(valid ? projectId : null);

  if (!valid) {
    return (
      <EmptyState
        title="This is not a project address"
        message="Check the link, or find the project in the list."
        action={<RouterButtonLink to={projectPaths.projects.href()}>All projects</RouterButtonLink>}
      />
    );
  }
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

  const enabled = flags ? enabledFeatures(flags) : undefined;
  const sections = projectSections.filter(
    (section) =>
      !enabled ||
      ((section !== 'narrative' || enabled.has('change_narrative')) &&
        (section !== 'metrics' || enabled.has('metrics'))),
  );
  const current = sectionOf(pathname, projectId);
  const canEdit = project.can_edit && project.deleted_at === null;

  const restore = async () => {
    await restoreProject(project.id);
    announceAction({ title: `Restored “${project.name}”`, body: 'It is back in the active list.' });
  };

  return (
    <ProjectProvider project={project}>
      <div className={styles.root}>
        <PageHeader
          title={project.name}
          documentTitle={`${project.name} · ${sectionLabels[current ?? 'overview']}`}
          above={
            <Breadcrumb size="small" aria-label="Breadcrumb">
              <BreadcrumbItem>
                <RouterLink to={projectPaths.projects.href()}>Projects</RouterLink>
              </BreadcrumbItem>
              <BreadcrumbDivider />
              <BreadcrumbItem>
                <BreadcrumbButton current>{project.name}</BreadcrumbButton>
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
            canEdit && !project.archived ? (
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
                ? `This project was deleted on ${formatTimestampDate(project.deleted_at)}${project.deleted_by ? ` by ${project.deleted_by.display_name}` : ''}. It is read-only until it is restored.`
                : 'This project is archived: it is hidden from the active list and Home.'}
            </MessageBarBody>
            {project.can_edit ? (
              <MessageBarActions>
                <Button onClick={() => void restore()}>Restore project</Button>
              </MessageBarActions>
            ) : null}
          </MessageBar>
        ) : null}
        <SectionNav
          label="Project sections"
          current={current ?? 'overview'}
          items={sections.map((section) => ({
            key: section,
            label: sectionLabels[section],
            to: projectPaths.project.href(projectId, section),
          }))}
        />
        <div className={styles.panel}>
          <Routes>
            {/* The project's own address opens its overview (a deep link from Teams lands here). */}
            <Route index element={<OverviewTab />} />
            <Route path="overview" element={<OverviewTab />} />
            <Route path="changes/*" element={<ChangesTab />} />
            <Route path="groups/*" element={<GroupsSection />} />
            {sections.includes('narrative') ? (
              <Route path="narrative" element={<NarrativeTab />} />
            ) : null}
            <Route path="plan" element={<PlanTab />} />
            {sections.includes('metrics') ? (
              <Route path="metrics/*" element={<MetricsTab />} />
            ) : null}
            <Route path="comms/*" element={<CommsSection canEdit={canEdit} />} />
            <Route
              path="*"
              element={
                <EmptyState
                  title="This section does not exist"
                  message="The project has an overview, changes, groups, narrative, plan and metrics."
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
        {editing ? <EditProjectDialog project={project} onClose={() => setEditing(false)} /> : null}
      </div>
    </ProjectProvider>
  );
}
