import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { ProjectGroup } from '@contract/groups/project-groups.schema';
import { ContributionsDialog } from './contributions-dialog';
import { CreateDirectoryGroupDialog, LinkDirectoryGroupDialog } from './group-directory-dialog';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/**
 * What an editor can do with a stakeholder, sponsor or project-team group: archive or restore
 * it, set its people's contributions, and tie it to the directory (make a directory group of
 * its people, or take its people from one).
 */
export function ProjectGroupActions({
  projectId,
  group,
  onArchive,
}: {
  projectId: number;
  group: ProjectGroup;
  onArchive: () => void;
}) {
  const styles = useStyles();
  const [open, setOpen] = useState<'contributions' | 'create' | 'link'>();
  const close = () => setOpen(undefined);
  return (
    <>
      {group.directory_group ? (
        <Caption1>Synced from the directory group {group.directory_group.name}</Caption1>
      ) : null}
      <div className={styles.row}>
        <Button size="small" onClick={onArchive}>
          {group.archived ? 'Restore' : 'Archive'}
        </Button>
        <Button size="small" onClick={() => setOpen('contributions')}>
          Contributions
        </Button>
        {group.directory_group ? null : (
          <Button size="small" onClick={() => setOpen('create')}>
            Make a directory group
          </Button>
        )}
        {group.global_impacted_group ? null : (
          <Button size="small" onClick={() => setOpen('link')}>
            {group.directory_group ? 'Link another directory group' : 'Link a directory group'}
          </Button>
        )}
      </div>
      {open === 'contributions' ? <ContributionsDialog group={group} onClose={close} /> : null}
      {open === 'create' ? (
        <CreateDirectoryGroupDialog projectId={projectId} group={group} onClose={close} />
      ) : null}
      {open === 'link' ? (
        <LinkDirectoryGroupDialog projectId={projectId} group={group} onClose={close} />
      ) : null}
    </>
  );
}
