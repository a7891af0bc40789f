import { makeStyles, tokens } from '@fluentui/react-components';
import { ReadState } from '@/components/read-state';
import { useTimeCommitment } from '../hooks';

const useStyles = makeStyles({
  table: { borderCollapse: 'collapse' },
  cell: { textAlign: 'left', padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}` },
});

/** Hours per person each impacted group gives to the project's activities, and the average. */
export function TimeCommitmentSummary({ projectId }: { projectId: number }) {
  const styles = useStyles();
  const read = useTimeCommitment(projectId);
  return (
    <section aria-labelledby="time-commitment-heading">
      <h3 id="time-commitment-heading">Time commitment per impacted group</h3>
      <ReadState
        read={read}
        what="the time commitment"
        isEmpty={(data) => data.groups.length === 0}
        empty={{
          title: 'No impacted groups yet',
          message: 'Add impacted groups on the Groups tab.',
        }}
      >
        {(data) => (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  Group
                </th>
                <th scope="col" className={styles.cell}>
                  Engagement
                </th>
                <th scope="col" className={styles.cell}>
                  Training
                </th>
                <th scope="col" className={styles.cell}>
                  Total hours per person
                </th>
              </tr>
            </thead>
            <tbody>
              {data.groups.map((g) => (
                <tr key={g.id}>
                  <th scope="row" className={styles.cell}>
                    {g.name}
                  </th>
                  <td className={styles.cell}>{g.engagement_hours} h</td>
                  <td className={styles.cell}>{g.training_hours} h</td>
                  <td className={styles.cell}>{g.total_hours} h</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className={styles.cell}>
                  Average
                </th>
                <td className={styles.cell}>{data.average_engagement_hours} h</td>
                <td className={styles.cell}>{data.average_training_hours} h</td>
                <td className={styles.cell}>{data.average_total_hours} h</td>
              </tr>
            </tbody>
          </table>
        )}
      </ReadState>
    </section>
  );
}
