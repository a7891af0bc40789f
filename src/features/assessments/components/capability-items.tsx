import { Field, Select, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { CapabilityItemGrouping } from '@contract/assessments/analyses';
import { competencyLevelLabels, ratingLevelLabels } from '@contract/assessments/assessments';
import { DataTable } from '@/components/data-table';
import { ReadState } from '@/components/read-state';
import { useCapabilityItems } from '../hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  heading: { margin: 0 },
});

/**
 * What each group's training has to build: every capability per impacted group, with the
 * group's training need, grouped by change or by how it is learnt, for one group or all.
 */
export function CapabilityItems({
  projectId,
  groups,
}: {
  projectId: number;
  groups: readonly { id: number; name: string }[];
}) {
  const styles = useStyles();
  const [groupBy, setGroupBy] = useState<CapabilityItemGrouping>('change');
  const [group, setGroup] = useState('');
  // An empty key parameter skips a read, so "All groups" leaves the filter out altogether.
  const items = useCapabilityItems(projectId, groupBy, ...(group ? [group] : []));
  return (
    <section className={styles.root} aria-labelledby="capability-items-heading">
      <Subtitle2 as="h3" id="capability-items-heading" className={styles.heading}>
        Training items per group
      </Subtitle2>
      <div className={styles.bar} data-print-hide>
        <Field label="Group by" size="small">
          <Select
            size="small"
            value={groupBy}
            onChange={(_e, d) => setGroupBy(d.value as CapabilityItemGrouping)}
          >
            <option value="change">Change</option>
            <option value="training_activity_type">Training activity type</option>
          </Select>
        </Field>
        <Field label="Impacted group" size="small">
          <Select size="small" value={group} onChange={(_e, d) => setGroup(d.value)}>
            <option value="">All groups</option>
            {groups.map((g) => (
              <option key={g.id} value={String(g.id)}>
                {g.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <ReadState
        read={items}
        what="the training items"
        empty={{
          title: 'No training items yet',
          message: 'Add capabilities for the changes; each impacted group gets its items here.',
        }}
      >
        {(sections) =>
          sections.map((section) => (
            <DataTable
              key={section.key}
              caption={section.label || 'Not named'}
              rows={section.items}
              rowId={(i) => `${i.capability}-${i.impacted_group}`}
              columns={[
                { id: 'capability', header: 'Capability', cell: (i) => i.capability_name },
                { id: 'group', header: 'Group', cell: (i) => i.impacted_group_name },
                {
                  id: groupBy === 'change' ? 'type' : 'change',
                  header: groupBy === 'change' ? 'Learnt through' : 'Change',
                  cell: (i) =>
                    groupBy === 'change' ? i.training_activity_type || '—' : i.change_name,
                },
                {
                  id: 'level',
                  header: 'Level',
                  cell: (i) => competencyLevelLabels[i.competency_level],
                  from: 'medium',
                },
                {
                  id: 'need',
                  header: 'Training need',
                  cell: (i) => (i.training_need ? ratingLevelLabels[i.training_need] : 'Not rated'),
                },
              ]}
            />
          ))
        }
      </ReadState>
    </section>
  );
}
