import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { lazyPart } from '@/components/lazy-part';
import { PhaseControl } from '../components/phase-control';
import { ProjectDetailsCard } from '../components/project-details-card';
import { ProjectStatsPanel } from '../components/project-stats-panel';
import { SectionCard } from '../components/section-card';
import { StatusControl } from '../components/status-control';
import { WorkflowGuide } from '../components/workflow-guide';
import { useCurrentProject } from '../project-context';

const EditProjectDialog = lazyPart(
  'edit-project',
  () => import('../components/edit-project-dialog').then((m) => m.EditProjectDialog),
  null,
);

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalL,
    '@media (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/** `/projects/:id/overview`: status, active phase, objective, the numbers and the team. */
export function OverviewTab() {
  const styles = useStyles();
  const { project, canEdit } = useCurrentProject();
  const [editing, setEditing] = useState(false);

  return (
    <div className={styles.root}>
      <div className={styles.column}>
        <SectionCard title="Status and phase">
          <StatusControl project={project} canEdit={canEdit} />
          <PhaseControl project={project} canEdit={canEdit} />
        </SectionCard>
        <ProjectDetailsCard project={project} canEdit={canEdit} onEdit={() => setEditing(true)} />
      </div>
      <div className={styles.column}>
        <ProjectStatsPanel projectId={project.id} />
        <WorkflowGuide project={project} canEdit={canEdit} />
      </div>
      {editing ? <EditProjectDialog project={project} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
