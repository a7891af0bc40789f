import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import {
  impactInteractionKinds,
  impactInteractionLabels,
  ratingLevelLabels,
  type ImpactInteractionKind,
  type RatingLevel,
} from '@contract/assessments/assessments';
import type { GridAxisItem } from '@contract/assessments/assessments.schema';
import {
  createImpactInputSchema,
  updateImpactInputSchema,
  type Impact,
  type ImpactCategory,
} from '@contract/assessments/change-impact.schema';
import { DataTable } from '@/components/data-table';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField, optionsOf } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { ReadState } from '@/components/read-state';
import { useCreateImpact, useDeleteImpact, useImpacts, useUpdateImpact } from '../hooks';
import { GroupChecklist } from './group-checklist';
import { categoryOptions, ratingOptions } from './rating-select';
import { useRowEditing } from './row-editing';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  heading: { margin: 0 },
});

interface ImpactValues {
  change: string;
  category: string;
  interaction_kind: string;
  description: string;
  rating: string;
  impacted_groups: number[];
}

function ImpactDialog({
  projectId,
  impact,
  changes,
  groups,
  categories,
  onClose,
}: {
  projectId: number;
  impact: Impact | undefined;
  changes: readonly GridAxisItem[];
  groups: readonly GridAxisItem[];
  categories: readonly ImpactCategory[];
  onClose: () => void;
}) {
  const create = useCreateImpact();
  const update = useUpdateImpact();
  const form = useContractForm({
    schema: impact ? updateImpactInputSchema : createImpactInputSchema,
    defaultValues: {
      change: String(impact?.change ?? changes[0]?.id ?? ''),
      category: impact?.category ? String(impact.category) : '',
      interaction_kind: impact?.interaction_kind ?? 'SYSTEM_INTERACTION',
      description: impact?.description ?? '',
      rating: impact?.rating ?? '',
      impacted_groups: impact?.impacted_groups.map((g) => g.id) ?? [],
    } as ImpactValues,
    toBody: (v) => ({
      ...(impact ? {} : { project: projectId }),
      change: Number(v.change),
      category: v.category ? Number(v.category) : null,
      interaction_kind: v.interaction_kind as ImpactInteractionKind,
      description: v.description,
      rating: v.rating ? (v.rating as RatingLevel) : null,
      impacted_groups: v.impacted_groups,
    }),
    submit: (body) => (impact ? update(impact.id, body) : create({ project: projectId, ...body })),
    done: () => (impact ? 'Saved the impact' : 'Added the impact'),
    onClose,
  });
  return (
    <FormDialog
      form={form}
      title={impact ? 'Edit the impact' : 'New impact'}
      submitLabel={impact ? 'Save' : 'Add impact'}
    >
      <FormField<ImpactValues>
        name="change"
        label="Change"
        kind="select"
        required
        options={changes.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <FormField<ImpactValues>
        name="description"
        label="What changes for people"
        kind="textarea"
        required
      />
      <FormField<ImpactValues>
        name="interaction_kind"
        label="How it reaches them"
        kind="select"
        required
        options={optionsOf(impactInteractionKinds, (k) => impactInteractionLabels[k])}
      />
      <FormField<ImpactValues>
        name="category"
        label="Category"
        kind="select"
        options={categoryOptions(categories)}
      />
      <FormField<ImpactValues> name="rating" label="Rating" kind="select" options={ratingOptions} />
      <GroupChecklist groups={groups} />
    </FormDialog>
  );
}

/** The impacts recorded against the project's changes: what changes, for whom, how hard. */
export function ImpactsPanel({
  projectId,
  canEdit,
  changes,
  groups,
  categories,
}: {
  projectId: number;
  canEdit: boolean;
  changes: readonly GridAxisItem[];
  groups: readonly GridAxisItem[];
  categories: readonly ImpactCategory[];
}) {
  const styles = useStyles();
  const impacts = useImpacts(projectId);
  const remove = useDeleteImpact();
  const rows = useRowEditing<Impact>({
    noun: 'impact',
    name: (r) => r.description.slice(0, 60),
    remove,
  });
  return (
    <section className={styles.root} aria-labelledby="impacts-heading">
      <div className={styles.head}>
        <Subtitle2 as="h3" id="impacts-heading" className={styles.heading}>
          Impacts
        </Subtitle2>
        {canEdit && changes.length > 0 && (
          <Button icon={<AddRegular />} onClick={rows.add}>
            Add impact
          </Button>
        )}
      </div>
      <ReadState
        read={impacts}
        what="the impacts"
        empty={{
          title: 'No impacts recorded yet',
          message: canEdit
            ? 'Record what each change means for people: the systems, processes and decisions that move.'
            : 'The change team has not recorded any impacts yet.',
        }}
      >
        {(impactRows) => (
          <DataTable
            caption="Impacts"
            rows={impactRows}
            rowId={(r) => r.id}
            defaultSort={{ column: 'change', direction: 'ascending' }}
            columns={[
              {
                id: 'change',
                header: 'Change',
                cell: (r) => r.change_name,
                compare: (a, b) => a.change_name.localeCompare(b.change_name),
              },
              { id: 'description', header: 'What changes', cell: (r) => r.description },
              {
                id: 'kind',
                header: 'How',
                cell: (r) => impactInteractionLabels[r.interaction_kind],
                from: 'medium',
              },
              {
                id: 'category',
                header: 'Category',
                cell: (r) => r.category_name ?? '—',
                from: 'medium',
              },
              {
                id: 'rating',
                header: 'Rating',
                cell: (r) => (r.rating ? ratingLevelLabels[r.rating] : 'Not rated'),
              },
              {
                id: 'groups',
                header: 'Groups',
                cell: (r) => r.impacted_groups.map((g) => g.name).join(', ') || '—',
                from: 'wide',
              },
            ]}
            actions={
              canEdit
                ? (r) =>
                    rows.menu(r, `the impact on ${r.change_name}: ${r.description.slice(0, 40)}`)
                : undefined
            }
          />
        )}
      </ReadState>
      {rows.editing && (
        <ImpactDialog
          projectId={projectId}
          impact={rows.editing.row}
          changes={changes}
          groups={groups}
          categories={categories}
          onClose={rows.close}
        />
      )}
      {rows.confirmDelete}
    </section>
  );
}
