import { Field, Select, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ratingLevelLabels, type ImpactDimension } from '@contract/assessments/assessments';
import { DataTable } from '@/components/data-table';
import { ReadState } from '@/components/read-state';
import { useImpactScoreRatings } from '../hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
});

/**
 * What one group (or every group) faces on the chosen dimension: each change's level with the
 * note behind it, the grid turned to read a group at a time.
 */
export function GroupRatings({
  dimension,
  dimensionLabel,
  groups,
}: {
  dimension: ImpactDimension;
  dimensionLabel: string;
  groups: readonly { id: number; name: string }[];
}) {
  const styles = useStyles();
  const [group, setGroup] = useState('');
  const ids = group ? [Number(group)] : groups.map((g) => g.id);
  const ratings = useImpactScoreRatings(dimension, ids.length > 0 ? ids.join(',') : undefined);
  return (
    <section className={styles.root} aria-labelledby="group-ratings-heading">
      <Subtitle2 as="h3" id="group-ratings-heading" className={styles.heading}>
        {dimensionLabel} by group
      </Subtitle2>
      <Field label="Group" data-print-hide>
        <Select value={group} onChange={(_e, d) => setGroup(d.value)}>
          <option value="">All groups</option>
          {groups.map((g) => (
            <option key={g.id} value={String(g.id)}>
              {g.name}
            </option>
          ))}
        </Select>
      </Field>
      <ReadState
        read={ratings}
        what="the ratings by group"
        empty={{
          title: 'Nothing rated yet',
          message: `Ratings of ${dimensionLabel.toLowerCase()} show here, a group at a time.`,
        }}
      >
        {(rows) => (
          <DataTable
            caption={`${dimensionLabel} by group`}
            rows={rows}
            rowId={(r) => `${r.impacted_group}-${r.change}`}
            columns={[
              { id: 'group', header: 'Group', cell: (r) => r.impacted_group_name },
              { id: 'change', header: 'Change', cell: (r) => r.change_name },
              { id: 'level', header: 'Level', cell: (r) => ratingLevelLabels[r.rating] },
              { id: 'note', header: 'Note', cell: (r) => r.note || '—' },
            ]}
          />
        )}
      </ReadState>
    </section>
  );
}
