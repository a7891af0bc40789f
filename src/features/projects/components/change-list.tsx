import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, RocketRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { criticalityLabels, deploymentStateLabels } from '@contract/projects/change-attributes';
import type { Change } from '@contract/projects/changes.schema';
import { changeTypeLabels } from '@contract/projects/projects';
import { ActionMenu } from '@/components/action-menu';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ReadState } from '@/components/read-state';
import { RouterButtonLink } from '@/components/router-link';
import { changeSetup, changeTiming } from '../change-labels';
import { useChanges } from '../hooks';
import { useCurrentProject } from '../project-context';
import { workspacePaths } from '../paths';
import { DeleteChangeDialog } from './delete-change-dialog';
import { SectionCard } from './section-card';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  name: {
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    overflowWrap: 'break-word',
    ':hover': { textDecorationLine: 'underline' },
  },
  secondary: { display: 'block', color: tokens.colorNeutralForeground2 },
});

/** `/projects/:id/changes`: the project's changes with their timing and set-up. */
export function ChangeList() {
  const styles = useStyles();
  const { project, canEdit } = useCurrentProject();
  const changes = useChanges(project.id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<Change>();

  const add = canEdit ? (
    <RouterButtonLink
      to={workspacePaths.newChange(project.id)}
      appearance="primary"
      icon={<AddRegular />}
    >
      Add change
    </RouterButtonLink>
  ) : undefined;

  const columns: DataColumn<Change>[] = [
    {
      id: 'name',
      header: 'Change',
      cell: (change) => (
        <>
          <Link className={styles.name} to={workspacePaths.change(project.id, change.id)}>
            {change.name}
          </Link>
          <Text size={200} className={styles.secondary}>
            {change.change_type ? changeTypeLabels[change.change_type] : 'Type not set'}
          </Text>
        </>
      ),
    },
    { id: 'timing', header: 'Goes live', cell: changeTiming },
    {
      id: 'deployment',
      header: 'Deployment',
      from: 'medium',
      cell: (change) => deploymentStateLabels[change.deployment_state],
    },
    {
      id: 'criticality',
      header: 'Criticality',
      from: 'wide',
      cell: (change) => (change.criticality ? criticalityLabels[change.criticality] : 'Not set'),
    },
    { id: 'setup', header: 'Set-up', from: 'wide', cell: changeSetup },
  ];
  const actions = (change: Change) => (
    <ActionMenu
      name={change.name}
      actions={[
        {
          label: 'Edit',
          icon: <EditRegular />,
          onClick: () => void navigate(workspacePaths.changeStep(project.id, change.id, 'details')),
        },
        { label: 'Delete', icon: <DeleteRegular />, onClick: () => setDeleting(change) },
      ]}
    />
  );

  return (
    <div className={styles.root}>
      <SectionCard title="Changes" actions={changes.data?.length ? add : undefined}>
        <ReadState
          read={changes}
          what="the changes"
          empty={{
            icon: <RocketRegular />,
            title: 'No changes yet',
            message: canEdit
              ? 'A change is one thing that will be different for people: a new system, process or way of working. Add each one with its go-live date.'
              : 'The project’s changes and their go-live dates will show here.',
            action: add,
          }}
        >
          {(rows) => (
            <DataTable
              rows={rows}
              columns={columns}
              rowId={(change) => change.id}
              caption="Changes"
              actions={canEdit ? actions : undefined}
            />
          )}
        </ReadState>
      </SectionCard>
      {deleting ? (
        <DeleteChangeDialog change={deleting} onClose={() => setDeleting(undefined)} />
      ) : null}
    </div>
  );
}
