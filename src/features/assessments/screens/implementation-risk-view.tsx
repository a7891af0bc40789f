import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular } from '@fluentui/react-icons';
import { ratingLevelLabels } from '@contract/assessments/assessments';
import { ReadState } from '@/components/read-state';
import { toCsv } from '@contract/shared/csv';
import { ExportBar, PrintHeading } from '../components/export-bar';
import { StartAssessment } from '../components/start-assessment';
import {
  useBeginChangeRisk,
  useChangeRisk,
  useReorderChangeRisk,
  useStartChangeRisk,
  useUpdateChangeRisk,
} from '../hooks';
import { RatingSelect } from '../components/rating-select';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  name: { flexGrow: 1 },
});

/** Implementation risk: the changes in the order the team works through them, each rated. */
export function ImplementationRiskView({
  projectId,
  canEdit,
  assessmentId,
}: {
  projectId: number;
  canEdit: boolean;
  assessmentId: number | undefined;
}) {
  const styles = useStyles();
  const assessment = useChangeRisk(assessmentId);
  const create = useStartChangeRisk();
  const begin = useBeginChangeRisk();
  const update = useUpdateChangeRisk();
  const reorder = useReorderChangeRisk();
  if (assessmentId === undefined) {
    return (
      <StartAssessment
        title="Implementation risk not assessed yet"
        message="Rate the risk of landing each change, in the order you will tackle them."
        canEdit={canEdit}
        start={() => create(projectId)}
      />
    );
  }
  return (
    <ReadState read={assessment} what="the implementation risk assessment">
      {(a) => {
        const ids = a.changes.map((c) => c.change);
        const move = (index: number, by: number) => {
          const next = [...ids];
          const [moved] = next.splice(index, 1);
          if (moved === undefined) return;
          next.splice(index + by, 0, moved);
          void reorder(a.id, next);
        };
        return (
          <div className={styles.root} data-print-area>
            <PrintHeading>Implementation risk</PrintHeading>
            <ExportBar
              fileName="implementation-risk"
              csv={() =>
                toCsv([
                  ['Order', 'Change', 'Rating', 'Rationale'],
                  ...a.changes.map((c, index) => [
                    index + 1,
                    c.change_name,
                    c.rating ? ratingLevelLabels[c.rating] : 'Not rated',
                    c.rationale,
                  ]),
                ])
              }
            />
            {a.can_edit && (
              <div data-print-hide>
                <Button
                  appearance={a.status === 'NOT_STARTED' ? 'primary' : 'secondary'}
                  onClick={() => void begin(a.id)}
                >
                  {a.status === 'NOT_STARTED' ? 'Start assessment' : 'Add new changes'}
                </Button>
              </div>
            )}
            {a.changes.length === 0 ? (
              <Body1>Start the assessment to list the project’s changes.</Body1>
            ) : (
              <ol className={styles.list} aria-label="Changes in order">
                {a.changes.map((c, index) => (
                  <li key={c.change} className={styles.row}>
                    <Body1 className={styles.name}>
                      {index + 1}. {c.change_name}
                    </Body1>
                    {a.can_edit ? (
                      <>
                        <RatingSelect
                          label={`Implementation risk of ${c.change_name}`}
                          value={c.rating}
                          onChange={(level) =>
                            void update(a.id, { changes: [{ change: c.change, rating: level }] })
                          }
                        />
                        <Button
                          icon={<ArrowUpRegular />}
                          aria-label={`Move ${c.change_name} up`}
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                        />
                        <Button
                          icon={<ArrowDownRegular />}
                          aria-label={`Move ${c.change_name} down`}
                          disabled={index === a.changes.length - 1}
                          onClick={() => move(index, 1)}
                        />
                      </>
                    ) : (
                      <Body1>{c.rating ? ratingLevelLabels[c.rating] : 'Not rated'}</Body1>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </div>
        );
      }}
    </ReadState>
  );
}
