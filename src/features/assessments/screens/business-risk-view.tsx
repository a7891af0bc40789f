import { Button, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import {
  ratingLevelLabels,
  ratingLevels,
  type RatingLevel,
} from '@contract/assessments/assessments';
import { createBusinessRiskInputSchema } from '@contract/assessments/risk.schema';
import { DataTable } from '@/components/data-table';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { ReadState } from '@/components/read-state';
import { useChanges } from '@/features/projects/hooks';
import { StartAssessment } from '../components/start-assessment';
import {
  useBusinessRiskAssessment,
  useBusinessRisks,
  useCreateBusinessRisk,
  useDeleteBusinessRisk,
  useRateBusinessRisks,
  useStartBusinessRisk,
} from '../hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

interface RiskValues {
  title: string;
  description: string;
  mitigation: string;
  change: string;
}

function RiskDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const create = useCreateBusinessRisk();
  const changes = useChanges(projectId);
  const form = useContractForm({
    schema: createBusinessRiskInputSchema,
    defaultValues: { title: '', description: '', mitigation: '', change: '' } as RiskValues,
    toBody: (v) => ({
      project: projectId,
      title: v.title,
      description: v.description,
      mitigation: v.mitigation,
      change: v.change ? Number(v.change) : null,
    }),
    submit: (body) => create(body),
    done: (saved) => `Added the risk “${saved.title}”`,
    onClose,
  });
  return (
    <FormDialog form={form} title="New business risk" submitLabel="Add risk">
      <FormField<RiskValues> name="title" label="Risk" required />
      <FormField<RiskValues>
        name="change"
        label="Change"
        kind="select"
        options={[
          { value: '', label: 'The whole project' },
          ...(changes.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        ]}
      />
      <FormField<RiskValues> name="description" label="Description" kind="textarea" />
      <FormField<RiskValues> name="mitigation" label="Mitigation" kind="textarea" />
    </FormDialog>
  );
}

/** Business risk: the project's risks, each with the rating the assessment gives it. */
export function BusinessRiskView({
  projectId,
  canEdit,
  assessmentId,
}: {
  projectId: number;
  canEdit: boolean;
  assessmentId: number | undefined;
}) {
  const styles = useStyles();
  const assessment = useBusinessRiskAssessment(assessmentId);
  const risks = useBusinessRisks(assessmentId === undefined ? undefined : projectId);
  const start = useStartBusinessRisk();
  const rate = useRateBusinessRisks();
  const remove = useDeleteBusinessRisk();
  const [adding, setAdding] = useState(false);
  if (assessmentId === undefined) {
    return (
      <StartAssessment
        title="Business risk not assessed yet"
        message="Record what the changes could do to the business, and rate each risk."
        canEdit={canEdit}
        start={() => start(projectId)}
      />
    );
  }
  const editable = assessment.data?.can_edit ?? false;
  return (
    <div className={styles.root}>
      {editable && (
        <div>
          <Button appearance="primary" onClick={() => setAdding(true)}>
            Add risk
          </Button>
        </div>
      )}
      <ReadState
        read={risks}
        what="the business risks"
        empty={{ title: 'No business risks yet', message: 'Add what could go wrong.' }}
      >
        {(rows) => (
          <DataTable
            caption="Business risks"
            rows={rows.filter((r) => !r.archived)}
            rowId={(r) => r.id}
            columns={[
              { id: 'title', header: 'Risk', cell: (r) => r.title },
              { id: 'change', header: 'Change', cell: (r) => r.change_name ?? 'Whole project' },
              { id: 'mitigation', header: 'Mitigation', cell: (r) => r.mitigation || '—' },
              {
                id: 'rating',
                header: 'Rating',
                cell: (r) =>
                  editable ? (
                    <Select
                      aria-label={`Rating of ${r.title}`}
                      value={r.risk_rating ?? ''}
                      onChange={(_, d) =>
                        void rate(assessmentId, {
                          assigned_ratings: [
                            {
                              business_risk: r.id,
                              risk_rating: d.value ? (d.value as RatingLevel) : null,
                            },
                          ],
                        })
                      }
                    >
                      <option value="">Not rated</option>
                      {ratingLevels.map((level) => (
                        <option key={level} value={level}>
                          {ratingLevelLabels[level]}
                        </option>
                      ))}
                    </Select>
                  ) : r.risk_rating ? (
                    ratingLevelLabels[r.risk_rating]
                  ) : (
                    'Not rated'
                  ),
              },
            ]}
            actions={
              editable
                ? (r) => (
                    <Button
                      appearance="subtle"
                      aria-label={`Delete the risk ${r.title}`}
                      onClick={() => void remove(r.id)}
                    >
                      Delete
                    </Button>
                  )
                : undefined
            }
          />
        )}
      </ReadState>
      {adding && <RiskDialog projectId={projectId} onClose={() => setAdding(false)} />}
    </div>
  );
}
