import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowSwapRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { projectStatusLabels, type ProjectStatus } from '@contract/projects/projects';
import type { Project } from '@contract/projects/projects.schema';
import { announceAction } from '@/components/action-toasts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ProjectStatusBadge } from '@/features/projects/widgets/project-status-badge';
import { useUpdateProject } from '../hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** What moving into each status means, said in the confirmation. */
const meaning: Record<ProjectStatus, string> = {
  None: 'The project has no status yet.',
  Planned: 'The project is agreed and being prepared; its changes have not gone live.',
  Live: 'The project is under way: its changes are being delivered to the people they affect.',
  Completed: 'The project has delivered its changes. You can reopen it later by moving it to Live.',
  Paused: 'Work stops for now. You can move it back to Planned or Live when it resumes.',
  Cancelled: 'The project will not go ahead. You can bring it back to Planned later.',
};

export interface StatusControlProps {
  project: Pick<Project, 'id' | 'name' | 'status' | 'allowed_status_moves'>;
  canEdit: boolean;
}

/**
 * The project's status, and for those who may edit it the moves the server allows from here
 * (DESIGN.md §6) and nothing else. Every move asks first.
 */
export function StatusControl({ project, canEdit }: StatusControlProps) {
  const updateProject = useUpdateProject();
  const styles = useStyles();
  const [target, setTarget] = useState<ProjectStatus>();
  const moves = project.allowed_status_moves.filter((status) => status !== project.status);

  const move = async () => {
    if (!target) return;
    await updateProject(project.id, { status: target });
    announceAction({ title: `“${project.name}” is now ${projectStatusLabels[target]}` });
  };

  return (
    <div className={styles.root}>
      <ProjectStatusBadge status={project.status} />
      {canEdit && moves.length > 0 ? (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button size="small" icon={<ArrowSwapRegular />}>
              Change status
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList aria-label={`Move from ${projectStatusLabels[project.status]} to`}>
              {moves.map((status) => (
                <MenuItem key={status} onClick={() => setTarget(status)}>
                  Move to {projectStatusLabels[status]}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      ) : null}
      <ConfirmDialog
        open={target !== undefined}
        title={
          target
            ? `Move “${project.name}” from ${projectStatusLabels[project.status]} to ${projectStatusLabels[target]}?`
            : ''
        }
        confirmLabel={target ? `Move to ${projectStatusLabels[target]}` : 'Move'}
        busyLabel="Moving…"
        destructive={target === 'Cancelled'}
        onConfirm={move}
        onClose={() => setTarget(undefined)}
        describeFailure={(error) => error.fieldErrors?.status?.join(' ') ?? error.reason}
      >
        {target ? <Text as="p">{meaning[target]}</Text> : null}
      </ConfirmDialog>
    </div>
  );
}
