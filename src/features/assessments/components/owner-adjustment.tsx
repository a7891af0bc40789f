import { ratingLevelLabels, type RatingLevel } from '@contract/assessments/assessments';
import {
  ownerLevelUpdateInputSchema,
  type Analysis,
  type OwnerLevelUpdateInput,
} from '@contract/assessments/analyses.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import type { AnalysisKind } from '../api';
import { cellKey } from './rating-grid';
import { useAdjustAnalysis } from '../hooks';
import { ratingOptions } from './rating-select';

interface AdjustValues {
  change: string;
  impacted_group: string;
  rating: string;
  reason: string;
}

/**
 * The owner's change to a completed analysis: one cell, its new level and why. The change is
 * kept with who made it and when, beside the grid.
 */
export function OwnerAdjustmentDialog({
  kind,
  analysis,
  onClose,
}: {
  kind: AnalysisKind;
  analysis: Analysis;
  onClose: () => void;
}) {
  const adjust = useAdjustAnalysis();
  const current = new Map(
    analysis.ratings.map((r) => [cellKey(r.change, r.impacted_group), r.rating]),
  );
  const form = useContractForm({
    schema: ownerLevelUpdateInputSchema,
    defaultValues: {
      change: String(analysis.changes[0]?.id ?? ''),
      impacted_group: String(analysis.impacted_groups[0]?.id ?? ''),
      rating: '',
      reason: '',
    } as AdjustValues,
    toBody: (v): OwnerLevelUpdateInput => ({
      ratings: [
        {
          change: Number(v.change),
          impacted_group: Number(v.impacted_group),
          rating: v.rating ? (v.rating as RatingLevel) : null,
        },
      ],
      reason: v.reason,
    }),
    submit: (body) => adjust(kind, analysis.id, body),
    done: 'Adjusted the completed analysis; the change is recorded',
    onClose,
  });
  const values = form.form.watch();
  const now = current.get(cellKey(Number(values.change), Number(values.impacted_group)));
  return (
    <FormDialog form={form} title="Adjust as owner" submitLabel="Adjust">
      <FormField<AdjustValues>
        name="change"
        label="Change"
        kind="select"
        required
        options={analysis.changes.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <FormField<AdjustValues>
        name="impacted_group"
        label="Group"
        kind="select"
        required
        options={analysis.impacted_groups.map((g) => ({ value: String(g.id), label: g.name }))}
      />
      <FormField<AdjustValues>
        name="rating"
        label="New level"
        kind="select"
        hint={`Now: ${now ? ratingLevelLabels[now] : 'not rated'}.`}
        options={ratingOptions}
      />
      <FormField<AdjustValues> name="reason" label="Why it changes" kind="textarea" required />
    </FormDialog>
  );
}
