import { Body1, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import {
  impactDimensionLabels,
  impactDimensions,
  ratingLevelLabels,
  ratingLevels,
  type ImpactDimension,
  type RatingLevel,
} from '@contract/assessments/assessments';
import { ReadState } from '@/components/read-state';
import { RatingGrid, cellKey } from '../components/rating-grid';
import { StartAssessment } from '../components/start-assessment';
import {
  useChangeImpact,
  useImpactDistribution,
  useRatingDescriptions,
  useStartChangeImpact,
  useUpdateChangeImpact,
} from '../hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  counts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, margin: 0 },
});

/** Change impact: how hard each change hits each impacted group, on each dimension. */
export function ImpactView({
  projectId,
  canEdit,
  started,
}: {
  projectId: number;
  canEdit: boolean;
  started: boolean;
}) {
  const styles = useStyles();
  const [dimension, setDimension] = useState<ImpactDimension>('OVERALL');
  const assessment = useChangeImpact(started ? projectId : undefined);
  const distribution = useImpactDistribution(assessment.data?.id);
  const descriptions = useRatingDescriptions('CHANGE_IMPACT');
  const start = useStartChangeImpact();
  const update = useUpdateChangeImpact();
  if (!started) {
    return (
      <StartAssessment
        title="Change impact not assessed yet"
        message="Rate how hard each change hits each impacted group."
        canEdit={canEdit}
        start={() => start(projectId)}
      />
    );
  }
  return (
    <ReadState read={assessment} what="the change impact assessment">
      {(a) => {
        const ratings = new Map<string, RatingLevel>(
          a.ratings
            .filter((r) => r.dimension === dimension)
            .map((r) => [cellKey(r.change, r.impacted_group), r.rating]),
        );
        const readOnly = !a.can_edit;
        return (
          <div className={styles.root}>
            <Field label="Dimension">
              <Select
                value={dimension}
                onChange={(_, d) => setDimension(d.value as ImpactDimension)}
              >
                {impactDimensions.map((d) => (
                  <option key={d} value={d}>
                    {impactDimensionLabels[d]}
                  </option>
                ))}
              </Select>
            </Field>
            {a.changes.length === 0 || a.impacted_groups.length === 0 ? (
              <Body1>Add changes and impacted groups to the project to rate them here.</Body1>
            ) : (
              <RatingGrid
                caption={`${impactDimensionLabels[dimension]} of each change on each impacted group`}
                changes={a.changes}
                groups={a.impacted_groups}
                ratings={ratings}
                descriptions={descriptions.data}
                worse="high"
                readOnly={readOnly}
                onChange={(cells) => update(a.id, { dimension, ratings: cells })}
              />
            )}
            {distribution.data && dimension === 'OVERALL' && (
              <section aria-label="Distribution of overall impact">
                <Body1>
                  {distribution.data.rated_cells} of {distribution.data.total_cells} cells rated
                </Body1>
                <dl className={styles.counts}>
                  {ratingLevels.map((level) => (
                    <div key={level}>
                      <dt>{ratingLevelLabels[level]}</dt>
                      <dd>{distribution.data?.counts[level] ?? 0}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
          </div>
        );
      }}
    </ReadState>
  );
}
