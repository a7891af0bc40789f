import {
  Button,
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
import { useState } from 'react';
import { z } from 'zod';
import { capacityEditorRoles } from '@contract/reports/capacity';
import {
  capacityThresholdFields,
  risingThresholds,
  type GroupCapacity,
  type GroupCapacityInput,
} from '@contract/reports/capacity.schema';
import type { FilterOptions } from '@contract/reports/portfolio.schema';
import { announceAction } from '@/components/action-toasts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { ReadState } from '@/components/read-state';
import { useUsersProfile } from '@/lib/session/session-reads';
import { useClearGroupCapacity, useGroupCapacities, useSetGroupCapacity } from '../hooks';

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

// The form also names the group, which travels in the path rather than the body.
const capacityFormSchema = risingThresholds(
  z.strictObject({
    group: z.string().regex(/^g\d+$/, 'Choose a group.'),
    ...capacityThresholdFields,
  }),
);

interface CapacityValues {
  group: string;
  medium: string;
  high: string;
  very_high: string;
}

/** Sets one organisation group's own thresholds (a new group, or the one being edited). */
function CapacityDialog({
  groups,
  current,
  onClose,
}: {
  /** Organisation groups to choose from (`g<id>` rows of the filters). */
  groups: FilterOptions['groups'];
  current?: GroupCapacity;
  onClose: () => void;
}) {
  const save = useSetGroupCapacity();
  const form = useContractForm({
    schema: capacityFormSchema,
    defaultValues: {
      group: current ? current.group.key : '',
      medium: current ? String(current.medium) : '',
      high: current ? String(current.high) : '',
      very_high: current ? String(current.very_high) : '',
    } as CapacityValues,
    // Blank stays blank (not 0), so the contract says the threshold is missing.
    toBody: (values) => ({
      group: values.group,
      medium: values.medium === '' ? undefined : Number(values.medium),
      high: values.high === '' ? undefined : Number(values.high),
      very_high: values.very_high === '' ? undefined : Number(values.very_high),
    }),
    // Submitted only once the schema passed: every threshold is a number by then.
    submit: ({ group, ...thresholds }) =>
      save(Number(group.slice(1)), thresholds as GroupCapacityInput),
    done: (saved) => `Capacity of ${saved.group.name} saved`,
    onClose,
  });
  return (
    <FormDialog
      form={form}
      title={current ? `Capacity of ${current.group.name}` : 'Set a group’s capacity'}
      submitLabel="Save capacity"
      failureTitle="The capacity was not saved."
    >
      {current ? null : (
        <FormField<CapacityValues>
          name="group"
          label="Group"
          kind="select"
          required
          placeholder="Choose a group"
          options={groups.map((g) => ({ value: g.key, label: g.name }))}
        />
      )}
      <Text size={200}>
        The lowest cell value of each band for this group. A cell at high or above is over its
        capacity and raises an alert.
      </Text>
      <FormField<CapacityValues> name="medium" label="Medium from" kind="number" required />
      <FormField<CapacityValues>
        name="high"
        label="High (over capacity) from"
        kind="number"
        required
      />
      <FormField<CapacityValues> name="very_high" label="Very high from" kind="number" required />
    </FormDialog>
  );
}

/**
 * Per-group capacity: the organisation groups whose heatmap rows use their own thresholds
 * instead of the organisation's. Admins and the change office set and remove them.
 */
export function CapacityPanel({ options }: { options: FilterOptions }) {
  const styles = useStyles();
  const read = useGroupCapacities();
  const { data: profile } = useUsersProfile();
  const mayEdit = profile ? capacityEditorRoles.includes(profile.role) : false;
  const clear = useClearGroupCapacity();
  const [editing, setEditing] = useState<GroupCapacity | 'new'>();
  const [removing, setRemoving] = useState<GroupCapacity>();
  const organisationGroups = options.groups.filter((g) => g.key.startsWith('g'));
  return (
    <section aria-labelledby="capacity-heading">
      <div className={styles.head}>
        <h2 id="capacity-heading">Group capacity</h2>
        {mayEdit ? <Button onClick={() => setEditing('new')}>Set a group’s capacity</Button> : null}
      </div>
      <Text className={styles.muted}>
        A group with its own capacity is coloured by it on every heatmap, and a cell over it is
        raised as an overload alert. Other groups follow the organisation’s thresholds.
      </Text>
      <ReadState
        read={read}
        what="group capacity"
        isEmpty={(list) => list.length === 0}
        empty={{
          title: 'No group has its own capacity',
          message: 'Every group follows the organisation’s thresholds.',
        }}
      >
        {(list) => (
          <Table aria-label="Group capacity" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Group</TableHeaderCell>
                <TableHeaderCell>Medium from</TableHeaderCell>
                <TableHeaderCell>High from</TableHeaderCell>
                <TableHeaderCell>Very high from</TableHeaderCell>
                {mayEdit ? <TableHeaderCell>Actions</TableHeaderCell> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.map((c) => (
                <TableRow key={c.group.id}>
                  <TableCell>{c.group.name}</TableCell>
                  <TableCell>{c.medium}</TableCell>
                  <TableCell>{c.high}</TableCell>
                  <TableCell>{c.very_high}</TableCell>
                  {mayEdit ? (
                    <TableCell>
                      <div className={styles.actions}>
                        <Button
                          size="small"
                          aria-label={`Edit the capacity of ${c.group.name}`}
                          onClick={() => setEditing(c)}
                        >
                          Edit
                        </Button>
                        <Button
                          size="small"
                          aria-label={`Remove the capacity of ${c.group.name}`}
                          onClick={() => setRemoving(c)}
                        >
                          Remove
                        </Button>
                      </div>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ReadState>
      {editing ? (
        <CapacityDialog
          groups={organisationGroups}
          {...(editing === 'new' ? {} : { current: editing })}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== undefined}
        title={`Remove the capacity of ${removing?.group.name ?? ''}?`}
        confirmLabel="Remove capacity"
        busyLabel="Removing…"
        destructive
        onConfirm={async () => {
          if (!removing) return;
          await clear(removing.group.id);
          announceAction({ title: `${removing.group.name} follows the organisation’s thresholds` });
        }}
        onClose={() => setRemoving(undefined)}
      >
        <Text>The group’s heatmap rows go back to the organisation’s thresholds.</Text>
      </ConfirmDialog>
    </section>
  );
}
