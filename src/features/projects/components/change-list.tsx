import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Skeleton,
  SkeletonItem,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  DeleteRegular,
  EditRegular,
  MoreHorizontalRegular,
  RocketRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { criticalityLabels, deploymentStateLabels } from '@contract/projects/change-attributes';
import type { Change } from '@contract/projects/changes.schema';
import { changeTypeLabels } from '@contract/projects/projects';
import { EmptyState } from '@/components/empty-state';
import { LoadFailure } from '@/components/load-failure';
import { RouterButtonLink } from '@/components/router-link';
import { VisuallyHidden } from '@/components/visually-hidden';
import { changeSetup, changeTiming } from '../change-labels';
import { useChanges } from '../hooks';
import { useCurrentProject } from '../project-context';
import { workspacePaths } from '../workspace-paths';
import { DeleteChangeDialog } from './delete-change-dialog';
import { SectionCard } from './section-card';

const MEDIUM = '@media (min-width: 640px)';
const WIDE = '@media (min-width: 960px)';

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
    overflowWrap: 'anywhere',
    ':hover': { textDecorationLine: 'underline' },
  },
  secondary: { display: 'block', color: tokens.colorNeutralForeground2 },
  medium: { display: 'none', [MEDIUM]: { display: 'table-cell' } },
  wide: { display: 'none', [WIDE]: { display: 'table-cell' } },
  actions: { width: '48px', textAlign: 'end' },
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

  let body;
  if (changes.error && !changes.data) {
    body = <LoadFailure what="the changes" error={changes.error} retry={() => changes.mutate()} />;
  } else if (!changes.data) {
    body = (
      <Skeleton aria-label="Loading changes">
        <SkeletonItem size={32} />
        <SkeletonItem size={32} />
      </Skeleton>
    );
  } else if (changes.data.length === 0) {
    body = (
      <EmptyState
        icon={<RocketRegular />}
        headingLevel="h3"
        title="No changes yet"
        message={
          canEdit
            ? 'A change is one thing that will be different for people: a new system, process or way of working. Add each one with its go-live date.'
            : 'The project’s changes and their go-live dates will show here.'
        }
        action={add}
      />
    );
  } else {
    body = (
      <Table aria-label="Changes">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Change</TableHeaderCell>
            <TableHeaderCell>Goes live</TableHeaderCell>
            <TableHeaderCell className={styles.medium}>Deployment</TableHeaderCell>
            <TableHeaderCell className={styles.wide}>Criticality</TableHeaderCell>
            <TableHeaderCell className={styles.wide}>Set-up</TableHeaderCell>
            {canEdit ? (
              <TableHeaderCell className={styles.actions}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </TableHeaderCell>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {changes.data.map((change) => (
            <TableRow key={change.id}>
              <TableCell>
                <Link className={styles.name} to={workspacePaths.change(project.id, change.id)}>
                  {change.name}
                </Link>
                <Text size={200} className={styles.secondary}>
                  {change.change_type ? changeTypeLabels[change.change_type] : 'Type not set'}
                </Text>
              </TableCell>
              <TableCell>{changeTiming(change)}</TableCell>
              <TableCell className={styles.medium}>
                {deploymentStateLabels[change.deployment_state]}
              </TableCell>
              <TableCell className={styles.wide}>
                {change.criticality ? criticalityLabels[change.criticality] : 'Not set'}
              </TableCell>
              <TableCell className={styles.wide}>{changeSetup(change)}</TableCell>
              {canEdit ? (
                <TableCell className={styles.actions}>
                  <Menu>
                    <MenuTrigger disableButtonEnhancement>
                      <Button
                        appearance="subtle"
                        icon={<MoreHorizontalRegular />}
                        aria-label={`Actions for ${change.name}`}
                      />
                    </MenuTrigger>
                    <MenuPopover>
                      <MenuList>
                        <MenuItem
                          icon={<EditRegular />}
                          onClick={() =>
                            void navigate(
                              workspacePaths.changeStep(project.id, change.id, 'details'),
                            )
                          }
                        >
                          Edit
                        </MenuItem>
                        <MenuItem icon={<DeleteRegular />} onClick={() => setDeleting(change)}>
                          Delete
                        </MenuItem>
                      </MenuList>
                    </MenuPopover>
                  </Menu>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <div className={styles.root}>
      <SectionCard title="Changes" actions={changes.data?.length ? add : undefined}>
        {body}
      </SectionCard>
      {deleting ? (
        <DeleteChangeDialog change={deleting} onClose={() => setDeleting(undefined)} />
      ) : null}
    </div>
  );
}
