import { Button, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { ImpactedGroupFunction } from '@contract/groups/impacted-group-functions.schema';
import { announceAction } from '@/components/action-toasts';
import { ConfirmDelete } from '@/components/confirm-delete';
import { ReadState } from '@/components/read-state';
import { downloadDepartmentCsv } from '../api';
import { useDeleteGroupFunction, useGroupFunctions } from '../hooks';
import { GroupFunctionDialog } from './group-function-dialog';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  item: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * A global group's functions and the departments each spans, with the members of a department
 * as a CSV; an editor adds, renames, re-scopes and deletes functions.
 */
export function GroupFunctionsSection({ groupId, canEdit }: { groupId: number; canEdit: boolean }) {
  const styles = useStyles();
  const functions = useGroupFunctions(groupId);
  const remove = useDeleteGroupFunction();
  const [editing, setEditing] = useState<ImpactedGroupFunction | 'new'>();
  const [deleting, setDeleting] = useState<ImpactedGroupFunction>();

  const download = async (f: ImpactedGroupFunction, department: { id: number; name: string }) => {
    try {
      const file = await downloadDepartmentCsv(f.id, department.id);
      saveFile(file.blob, file.fileName);
    } catch {
      announceAction({
        title: `The members of ${department.name} did not download`,
        body: 'Try again.',
        intent: 'error',
      });
    }
  };

  return (
    <section className={styles.section} aria-labelledby="functions-heading">
      <div className={styles.head}>
        <Subtitle2 as="h2" id="functions-heading">
          Functions and departments
        </Subtitle2>
        {canEdit ? (
          <Button size="small" icon={<AddRegular />} onClick={() => setEditing('new')}>
            Add function
          </Button>
        ) : null}
      </div>
      <ReadState
        read={functions}
        what="the functions"
        empty={{ title: 'No functions', message: 'This group is not split into functions.' }}
      >
        {(rows) => (
          <ul className={styles.list} aria-label="Functions">
            {rows.map((f) => (
              <li key={f.id} className={styles.item}>
                <Text weight="semibold">{f.name}</Text>
                <Text>
                  ({f.member_count} {f.member_count === 1 ? 'person' : 'people'})
                </Text>
                {f.departments.map((d) => (
                  <Button
                    key={d.id}
                    size="small"
                    appearance="transparent"
                    icon={<ArrowDownloadRegular />}
                    aria-label={`Download the members of ${f.name} in ${d.name} (CSV)`}
                    onClick={() => void download(f, d)}
                  >
                    {d.name} (CSV)
                  </Button>
                ))}
                {canEdit ? (
                  <>
                    <Button size="small" onClick={() => setEditing(f)}>
                      Edit {f.name}
                    </Button>
                    <Button size="small" appearance="subtle" onClick={() => setDeleting(f)}>
                      Delete {f.name}
                    </Button>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </ReadState>
      {editing ? (
        <GroupFunctionDialog
          groupId={groupId}
          editing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDelete
        open={deleting !== undefined}
        noun="function"
        name={deleting?.name ?? ''}
        consequence="The group's members stay; only this split of them goes."
        onDelete={() => (deleting ? remove(deleting.id) : Promise.resolve())}
        onClose={() => setDeleting(undefined)}
      />
    </section>
  );
}
