import { Body1, Caption1, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ratingLevelLabels } from '@contract/assessments/assessments';
import { ReadState } from '@/components/read-state';
import { StatusBadge } from '@/components/status-badge';
import { attentionLooks } from '../components/looks';
import { SummaryChart, readinessText } from '../components/summary-chart';
import { useChangeSummaries } from '../hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))',
    listStyle: 'none',
    padding: 0,
    margin: 0,
  },
  head: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  reasons: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/**
 * One readiness-and-risk summary per change: the scores charted (with their table), then each
 * change's level and the reasons behind it.
 */
export function SummaryView({ projectId }: { projectId: number }) {
  const styles = useStyles();
  const summaries = useChangeSummaries(projectId);
  return (
    <ReadState
      read={summaries}
      what="the readiness and risk summary"
      empty={{
        title: 'No changes yet',
        message: 'Add the project’s changes; each gets its readiness and risk summary here.',
      }}
    >
      {(rows) => (
        <div className={styles.root}>
          <SummaryChart rows={rows} />
          <ul className={styles.list} aria-label="Readiness and risk by change">
            {rows.map((row) => (
              <li key={row.change}>
                <Card>
                  <div className={styles.head}>
                    <Subtitle2 as="h3">{row.change_name}</Subtitle2>
                    <StatusBadge map={attentionLooks} value={row.level} prefix="Attention" />
                  </div>
                  <Body1>Attention score {row.score} of 100</Body1>
                  <Caption1>
                    Impact {row.impact ? ratingLevelLabels[row.impact] : 'unassessed'} · Sentiment{' '}
                    {row.sentiment ? ratingLevelLabels[row.sentiment] : 'unassessed'}
                    {row.readiness ? ` · Readiness ${readinessText(row.readiness)}` : ''}
                  </Caption1>
                  {row.reasons.length > 0 ? (
                    <ul className={styles.reasons} aria-label={`Why: ${row.change_name}`}>
                      {row.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  ) : (
                    <Body1>Nothing needs attention.</Body1>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ReadState>
  );
}
