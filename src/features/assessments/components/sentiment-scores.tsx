import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ratingLevelLabels, ratingLevels } from '@contract/assessments/assessments';
import { DataTable } from '@/components/data-table';
import { ReadState } from '@/components/read-state';
import { useSentimentScores } from '../hooks';
import { BarChart, levelColours } from './bar-chart';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
});

/** How each group feels across the changes: the mean as a chart, and the table behind it. */
export function SentimentScores({ projectId }: { projectId: number }) {
  const styles = useStyles();
  const scores = useSentimentScores(projectId);
  return (
    <section className={styles.root} aria-labelledby="sentiment-scores-heading">
      <Subtitle2 as="h3" id="sentiment-scores-heading" className={styles.heading}>
        Sentiment score per group
      </Subtitle2>
      <ReadState
        read={scores}
        what="the sentiment scores"
        empty={{ title: 'No groups yet', message: 'Groups of the project get a score here.' }}
      >
        {(rows) => (
          <>
            <BarChart
              title="Mean sentiment per group, 5 very supportive to 1 very resistant"
              yAxisTitle="Mean (1 to 5)"
              yMax={5}
              bars={rows.map((r) => ({
                label: r.name,
                value: r.average ?? 0,
                valueText:
                  r.average === null
                    ? 'Not rated'
                    : `${r.average} of 5 (${r.level ? ratingLevelLabels[r.level] : ''})`,
                color: r.level ? levelColours[4 - ratingLevels.indexOf(r.level)] : undefined,
              }))}
            />
            <DataTable
              caption="Sentiment score per group"
              rows={rows}
              rowId={(r) => r.group}
              columns={[
                { id: 'group', header: 'Group', cell: (r) => r.name },
                {
                  id: 'average',
                  header: 'Mean (1 to 5)',
                  cell: (r) => (r.average === null ? 'Not rated' : String(r.average)),
                },
                {
                  id: 'level',
                  header: 'Level',
                  cell: (r) => (r.level ? ratingLevelLabels[r.level] : '—'),
                },
                { id: 'rated', header: 'Changes rated', cell: (r) => String(r.rated_changes) },
              ]}
            />
          </>
        )}
      </ReadState>
    </section>
  );
}
