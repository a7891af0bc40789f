import { AddRegular, RocketRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { criticalityLabels, deploymentStateLabels } from '@contract/projects/change-attributes';
import type { Change } from '@contract/projects/changes.schema';
import { changeTypeLabels } from '@contract/projects/projects';
import type { DataColumn } from '@/components/data-table';
import { RouterButtonLink } from '@/components/router-link';
import { Formatted } from '@/lib/format/formatted';
import { changeSetup, changeTiming } from '../change-labels';
import { useChanges } from '../hooks';
import { useCurrentProject } from '../project-context';
import { workspacePaths } from '../paths';
import { DeleteChangeDialog } from './delete-change-dialog';
import { ProjectItemList } from './project-item-list';

const columns: DataColumn<Change>[] = [
  {
    id: 'timing',
    header: 'Goes live',
    cell: (change) => <Formatted>{(format) => changeTiming(change, format)}</Formatted>,
  },
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

/** `/projects/:id/changes`: the project's changes with their timing and set-up. */
export function ChangeList() {
  const { project, canEdit } = useCurrentProject();
  const changes = useChanges(project.id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<Change>();

  return (
    <>
      <ProjectItemList
        title="Changes"
        read={changes}
        what="the changes"
        empty={{
          icon: <RocketRegular />,
          title: 'No changes yet',
          message: canEdit
            ? 'A change is one thing that will be different for people: a new system, process or way of working. Add each one with its go-live date.'
            : 'The project’s changes and their go-live dates will show here.',
        }}
        add={
          canEdit ? (
            <RouterButtonLink
              to={workspacePaths.newChange(project.id)}
              appearance="primary"
              icon={<AddRegular />}
            >
              Add change
            </RouterButtonLink>
          ) : undefined
        }
        item={{
          header: 'Change',
          href: (change) => workspacePaths.change(project.id, change.id),
          about: (change) =>
            change.change_type ? changeTypeLabels[change.change_type] : 'Type not set',
        }}
        columns={columns}
        edit={
          canEdit
            ? {
                onEdit: (change) =>
                  void navigate(workspacePaths.changeStep(project.id, change.id, 'details')),
                onDelete: setDeleting,
              }
            : undefined
        }
      />
      {deleting ? (
        <DeleteChangeDialog change={deleting} onClose={() => setDeleting(undefined)} />
      ) : null}
    </>
  );
}
