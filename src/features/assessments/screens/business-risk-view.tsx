import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ratingLevelLabels } from '@contract/assessments/assessments';
import {
  createBusinessRiskInputSchema,
  createRiskCategoryInputSchema,
  updateBusinessRiskInputSchema,
  updateRiskCategoryInputSchema,
  type BusinessRisk,
  type RiskCategory,
} from '@contract/assessments/risk.schema';
import { DataTable } from '@/components/data-table';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { ReadState } from '@/components/read-state';
import { useChanges } from '@/features/projects/hooks';
import { CategoryPanel } from '../components/category-panel';
import { toCsv } from '@contract/shared/csv';
import { ExportBar, PrintHeading } from '../components/export-bar';
import { StartAssessment } from '../components/start-assessment';
import {
  useBusinessRiskAssessment,
  useBusinessRisks,
  useCreateBusinessRisk,
  useCreateRiskCategory,
  useDeleteBusinessRisk,
  useDeleteRiskCategory,
  useRateBusinessRisks,
  useRiskCategories,
  useStartBusinessRisk,
  useUpdateBusinessRisk,
  useUpdateRiskCategory,
} from '../hooks';
import { RatingSelect, categoryOptions } from '../components/rating-select';
import { useRowEditing } from '../components/row-editing';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

interface RiskValues {
  title: string;
  description: string;
  mitigation: string;
  change: string;
  category: string;
}

function RiskDialog({
  projectId,
  risk,
  categories,
  onClose,
}: {
  projectId: number;
  risk: BusinessRisk | undefined;
  categories: readonly RiskCategory[];
  onClose: () => void;
}) {
  const create = useCreateBusinessRisk();
  const update = useUpdateBusinessRisk();
  const changes = useChanges(projectId);
  const form = useContractForm({
    schema: risk ? updateBusinessRiskInputSchema : createBusinessRiskInputSchema,
    defaultValues: {
      title: risk?.title ?? '',
      description: risk?.description ?? '',
      mitigation: risk?.mitigation ?? '',
      change: risk?.change ? String(risk.change) : '',
      category: risk?.category ? String(risk.category) : '',
    } as RiskValues,
    toBody: (v) => ({
      ...(risk ? {} : { project: projectId }),
      title: v.title,
      description: v.description,
      mitigation: v.mitigation,
      change: v.change ? Number(v.change) : null,
      category: v.category ? Number(v.category) : null,
    }),
    submit: (body) => (risk ? update(risk.id, body) : create({ ...body, project: projectId })),
    done: (saved) => `${risk ? 'Saved' : 'Added'} the risk “${saved.title}”`,
    onClose,
  });
  return (
    <FormDialog
      form={form}
      title={risk ? 'Edit the business risk' : 'New business risk'}
      submitLabel={risk ? 'Save' : 'Add risk'}
    >
      <FormField<RiskValues> name="title" label="Risk" required />
      <FormField<RiskValues>
        name="category"
        label="Category"
        kind="select"
        options={categoryOptions(categories)}
      />
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
  const categories = useRiskCategories(assessmentId === undefined ? undefined : projectId);
  const createCategory = useCreateRiskCategory();
  const updateCategory = useUpdateRiskCategory();
  const deleteCategory = useDeleteRiskCategory();
  const rows = useRowEditing<BusinessRisk>({
    noun: 'business risk',
    name: (r) => r.title,
    consequence: 'Its rating goes with it.',
    remove,
  });
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
  const rating = (r: BusinessRisk) =>
    r.risk_rating ? ratingLevelLabels[r.risk_rating] : 'Not rated';
  return (
    <div className={styles.root} data-print-area>
      <PrintHeading>Business risk</PrintHeading>
      <div className={styles.bar}>
        {editable && (
          <span data-print-hide>
            <Button appearance="primary" onClick={rows.add}>
              Add risk
            </Button>
          </span>
        )}
        <ExportBar
          fileName="business-risks"
          csv={() =>
            toCsv([
              ['Risk', 'Category', 'Change', 'Description', 'Mitigation', 'Rating'],
              ...(risks.data ?? [])
                .filter((r) => !r.archived)
                .map((r) => [
                  r.title,
                  r.category_name ?? '',
                  r.change_name ?? 'Whole project',
                  r.description,
                  r.mitigation,
                  rating(r),
                ]),
            ])
          }
        />
      </div>
      <ReadState
        read={risks}
        what="the business risks"
        empty={{ title: 'No business risks yet', message: 'Add what could go wrong.' }}
      >
        {(riskRows) => (
          <DataTable
            caption="Business risks"
            rows={riskRows.filter((r) => !r.archived)}
            rowId={(r) => r.id}
            columns={[
              { id: 'title', header: 'Risk', cell: (r) => r.title },
              { id: 'change', header: 'Change', cell: (r) => r.change_name ?? 'Whole project' },
              {
                id: 'category',
                header: 'Category',
                cell: (r) => r.category_name ?? '—',
                from: 'medium',
              },
              { id: 'mitigation', header: 'Mitigation', cell: (r) => r.mitigation || '—' },
              {
                id: 'rating',
                header: 'Rating',
                cell: (r) =>
                  editable ? (
                    <RatingSelect
                      label={`Rating of ${r.title}`}
                      value={r.risk_rating}
                      onChange={(level) =>
                        void rate(assessmentId, {
                          assigned_ratings: [{ business_risk: r.id, risk_rating: level }],
                        })
                      }
                    />
                  ) : (
                    rating(r)
                  ),
              },
            ]}
            actions={editable ? (r) => rows.menu(r) : undefined}
          />
        )}
      </ReadState>
      <CategoryPanel
        title="Risk categories"
        noun="risk category"
        read={{
          data: categories.data?.map((c) => ({
            id: c.id,
            name: c.name,
            description: c.description,
            detail:
              c.project === null
                ? 'Organisation-wide'
                : `${c.risks?.length ?? 0} ${c.risks?.length === 1 ? 'risk' : 'risks'}`,
            editable: c.project !== null,
          })),
          error: categories.error,
          mutate: () => categories.mutate(),
        }}
        canEdit={editable}
        createSchema={createRiskCategoryInputSchema}
        updateSchema={updateRiskCategoryInputSchema}
        createBody={(v) => ({ project: projectId, ...v })}
        create={(body) => createCategory(body)}
        update={(id, body) => updateCategory(id, body)}
        remove={(id) => deleteCategory(id)}
        consequence="Its risks stay, without a category."
      />
      {rows.editing && (
        <RiskDialog
          projectId={projectId}
          risk={rows.editing.row}
          categories={categories.data ?? []}
          onClose={rows.close}
        />
      )}
      {rows.confirmDelete}
    </div>
  );
}
