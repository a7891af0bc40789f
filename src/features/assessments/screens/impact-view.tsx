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
import {
  createImpactCategoryInputSchema,
  updateImpactCategoryInputSchema,
} from '@contract/assessments/change-impact.schema';
import { ReadState } from '@/components/read-state';
import { BarChart, levelColours } from '../components/bar-chart';
import { CategoryPanel } from '../components/category-panel';
import { ExportBar, PrintHeading, gridCsv } from '../components/export-bar';
import { GroupRatings } from '../components/group-ratings';
import { ImpactsPanel } from '../components/impacts-panel';
import { LevelDescriptionsButton } from '../components/level-descriptions';
import { RatingGrid, cellKey } from '../components/rating-grid';
import { StartAssessment } from '../components/start-assessment';
import {
  useChangeImpact,
  useCreateImpactCategory,
  useDeleteImpactCategory,
  useImpactCategories,
  useImpactDimensionNames,
  useImpactDistribution,
  useRatingDescriptions,
  useStartChangeImpact,
  useUpdateChangeImpact,
  useUpdateImpactCategory,
} from '../hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  counts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, margin: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalL },
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
  // The server names the dimensions; the contract's names stand in until they arrive.
  const names = useImpactDimensionNames();
  const dimensionNames = new Map<ImpactDimension, string>(
    names.data?.map((n) => [n.key, n.label]) ??
      impactDimensions.map((d) => [d, impactDimensionLabels[d]]),
  );
  const dimensionLabel = dimensionNames.get(dimension) ?? impactDimensionLabels[dimension];
  const start = useStartChangeImpact();
  const update = useUpdateChangeImpact();
  const categories = useImpactCategories(started ? projectId : undefined);
  const createCategory = useCreateImpactCategory();
  const updateCategory = useUpdateImpactCategory();
  const deleteCategory = useDeleteImpactCategory();
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
          <div className={styles.root} data-print-area>
            <PrintHeading>Change impact: {dimensionLabel}</PrintHeading>
            <div className={styles.bar}>
              <Field label="Dimension" data-print-hide>
                <Select
                  value={dimension}
                  onChange={(_, d) => setDimension(d.value as ImpactDimension)}
                >
                  {[...dimensionNames].map(([key, label]) => (
                    <option key={key} value={key}>
                      {label}
                    </option>
                  ))}
                </Select>
              </Field>
              <LevelDescriptionsButton what="change impact" descriptions={descriptions.data} />
              <ExportBar
                fileName={`change-impact-${dimension.toLowerCase()}`}
                csv={() =>
                  gridCsv(a.changes, a.impacted_groups, (change, group) => {
                    const level = ratings.get(cellKey(change, group));
                    return level ? ratingLevelLabels[level] : '';
                  })
                }
              />
            </div>
            {a.changes.length === 0 || a.impacted_groups.length === 0 ? (
              <Body1>Add changes and impacted groups to the project to rate them here.</Body1>
            ) : (
              <RatingGrid
                caption={`${dimensionLabel} of each change on each impacted group`}
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
                <BarChart
                  title="Cells at each level of overall impact"
                  yAxisTitle="Cells"
                  bars={ratingLevels.map((level, index) => {
                    const count = distribution.data?.counts[level] ?? 0;
                    return {
                      label: ratingLevelLabels[level],
                      value: count,
                      valueText: `${count} cells`,
                      color: levelColours[index],
                    };
                  })}
                />
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
            <GroupRatings
              dimension={dimension}
              dimensionLabel={dimensionLabel}
              groups={a.impacted_groups}
            />
            <ImpactsPanel
              projectId={projectId}
              canEdit={!readOnly}
              changes={a.changes}
              groups={a.impacted_groups}
              categories={categories.data ?? []}
            />
            <CategoryPanel
              title="Impact categories"
              noun="impact category"
              read={{
                data: categories.data?.map((c) => ({
                  id: c.id,
                  name: c.name,
                  description: c.description,
                  detail: `${c.impact_count} ${c.impact_count === 1 ? 'impact' : 'impacts'}`,
                  editable: true,
                })),
                error: categories.error,
                mutate: () => categories.mutate(),
              }}
              canEdit={!readOnly}
              createSchema={createImpactCategoryInputSchema}
              updateSchema={updateImpactCategoryInputSchema}
              createBody={(v) => ({ project: projectId, ...v })}
              create={(body) => createCategory(body)}
              update={(id, body) => updateCategory(id, body)}
              remove={(id) => deleteCategory(id)}
              consequence="Its impacts stay, without a category."
            />
          </div>
        );
      }}
    </ReadState>
  );
}
