import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ratingLevelLabels, type RatingLevel } from '@contract/assessments/assessments';
import type { Analysis } from '@contract/assessments/analyses.schema';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useFormat } from '@/lib/format/use-format';
import { ReadState } from '@/components/read-state';
import { useUsersProfile } from '@/lib/session/session-reads';
import type { AnalysisKind } from '../api';
import { CapabilityList } from '../components/capability-list';
import { ExportBar, PrintHeading, gridCsv } from '../components/export-bar';
import { LevelDescriptionsButton } from '../components/level-descriptions';
import { OwnerAdjustmentDialog } from '../components/owner-adjustment';
import { SentimentScores } from '../components/sentiment-scores';
import { RatingGrid, cellKey } from '../components/rating-grid';
import { StartAssessment } from '../components/start-assessment';
import {
  useCompleteAnalysis,
  useRatingDescriptions,
  useSentimentAnalysis,
  useStartAnalysis,
  useTrainingNeedsAnalysis,
  useUpdateAnalysis,
} from '../hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
});

const words = {
  SENTIMENT: {
    title: 'Sentiment',
    start: 'Record how each group feels about each change.',
    caption: 'Sentiment of each group towards each change',
  },
  TRAINING_NEEDS: {
    title: 'Training needs',
    start: 'Rate how much training each impacted group needs for each change.',
    caption: 'Training need of each impacted group for each change',
  },
} as const;

/** A sentiment or training needs analysis: the grid, then Complete, which locks it. */
export function AnalysisView({
  projectId,
  canEdit,
  kind,
  assessmentId,
}: {
  projectId: number;
  canEdit: boolean;
  kind: AnalysisKind;
  assessmentId: number | undefined;
}) {
  const format = useFormat();
  const styles = useStyles();
  const sentiment = useSentimentAnalysis(kind === 'SENTIMENT' ? assessmentId : undefined);
  const training = useTrainingNeedsAnalysis(kind === 'TRAINING_NEEDS' ? assessmentId : undefined);
  const read = kind === 'SENTIMENT' ? sentiment : training;
  const descriptions = useRatingDescriptions(kind);
  const start = useStartAnalysis();
  const update = useUpdateAnalysis();
  const complete = useCompleteAnalysis();
  const [confirming, setConfirming] = useState(false);
  const [adjusting, setAdjusting] = useState(false);
  const { data: me } = useUsersProfile();
  if (assessmentId === undefined) {
    return (
      <StartAssessment
        title={`${words[kind].title} not analysed yet`}
        message={words[kind].start}
        canEdit={canEdit}
        start={() => start(kind, projectId)}
      />
    );
  }
  return (
    <ReadState read={read} what={`the ${words[kind].title.toLowerCase()} analysis`}>
      {(a: Analysis) => {
        const completed = a.status === 'COMPLETED';
        const ratings = new Map<string, RatingLevel>(
          a.ratings.map((r) => [cellKey(r.change, r.impacted_group), r.rating]),
        );
        const changeName = new Map(a.changes.map((c) => [c.id, c.name]));
        const groupName = new Map(a.impacted_groups.map((g) => [g.id, g.name]));
        const isOwner = me !== undefined && a.owner?.id === me.id;
        return (
          <div className={styles.root} data-print-area>
            <PrintHeading>{words[kind].title} analysis</PrintHeading>
            <div className={styles.bar}>
              {completed ? (
                <>
                  <Body1 role="status">
                    Completed
                    {a.completed_by ? ` by ${a.completed_by.display_name}` : ''}
                    {a.completed_at ? ` on ${format.timestampDate(a.completed_at)}` : ''};
                    read-only.
                  </Body1>
                  {isOwner && (
                    <span data-print-hide>
                      <Button onClick={() => setAdjusting(true)}>Adjust as owner</Button>
                    </span>
                  )}
                </>
              ) : (
                a.can_edit && (
                  <span data-print-hide>
                    <Button appearance="primary" onClick={() => setConfirming(true)}>
                      Complete analysis
                    </Button>
                  </span>
                )
              )}
              <LevelDescriptionsButton
                what={kind === 'SENTIMENT' ? 'sentiment' : 'training need'}
                descriptions={descriptions.data}
              />
              <ExportBar
                fileName={kind === 'SENTIMENT' ? 'sentiment-analysis' : 'training-needs-analysis'}
                csv={() =>
                  gridCsv(a.changes, a.impacted_groups, (change, group) => {
                    const level = ratings.get(cellKey(change, group));
                    return level ? ratingLevelLabels[level] : '';
                  })
                }
              />
            </div>
            {a.changes.length === 0 || a.impacted_groups.length === 0 ? (
              <Body1>Add changes and groups to the project to rate them here.</Body1>
            ) : (
              <RatingGrid
                caption={words[kind].caption}
                changes={a.changes}
                groups={a.impacted_groups}
                ratings={ratings}
                descriptions={descriptions.data}
                worse={kind === 'SENTIMENT' ? 'low' : 'high'}
                readOnly={completed || !a.can_edit}
                onChange={(cells) => update(kind, a.id, { ratings: cells })}
              />
            )}
            {a.adjustments.length > 0 && (
              <section aria-label="Adjustments after completion">
                <ul>
                  {a.adjustments.map((adj) => (
                    <li key={adj.id}>
                      <Caption1>
                        {adj.changed_by?.display_name ?? 'Someone'} changed{' '}
                        {changeName.get(adj.change) ?? 'a change'} for{' '}
                        {groupName.get(adj.impacted_group) ?? 'a group'} from{' '}
                        {adj.before ? ratingLevelLabels[adj.before] : 'empty'} to{' '}
                        {adj.after ? ratingLevelLabels[adj.after] : 'empty'} on{' '}
                        {format.timestampDate(adj.changed_at)}: {adj.reason}
                      </Caption1>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {kind === 'SENTIMENT' && <SentimentScores projectId={projectId} />}
            {kind === 'TRAINING_NEEDS' && (
              <CapabilityList projectId={projectId} canEdit={a.can_edit} analysis={a} />
            )}
            {adjusting && (
              <OwnerAdjustmentDialog kind={kind} analysis={a} onClose={() => setAdjusting(false)} />
            )}
            <ConfirmDialog
              open={confirming}
              title="Complete the analysis?"
              confirmLabel="Complete"
              busyLabel="Completing…"
              onConfirm={() => complete(kind, a.id)}
              onClose={() => setConfirming(false)}
            >
              Once completed it is read-only; only its owner can adjust it, giving a reason.
            </ConfirmDialog>
          </div>
        );
      }}
    </ReadState>
  );
}
