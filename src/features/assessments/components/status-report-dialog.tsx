import { ragStatusLabels, ragStatuses, type RagStatus } from '@contract/assessments/assessments';
import { createStatusReportInputSchema } from '@contract/assessments/readiness.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField, optionsOf } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useCreateStatusReport } from '../hooks';

interface ReportValues {
  rag_status: string;
  comment: string;
}

/** Reports a measure's status; an approval's report then waits for its approver. */
export function StatusReportDialog({
  measure,
  onClose,
}: {
  measure: { id: number; title: string; measure_type: string };
  onClose: () => void;
}) {
  const create = useCreateStatusReport();
  const form = useContractForm({
    schema: createStatusReportInputSchema,
    defaultValues: { rag_status: 'GREEN', comment: '' } as ReportValues,
    toBody: (v) => ({ rag_status: v.rag_status as RagStatus, comment: v.comment }),
    submit: (body) => create(measure.id, body),
    done:
      measure.measure_type === 'READINESS_APPROVAL'
        ? 'Status reported; it now waits for approval'
        : 'Status reported',
    onClose,
  });
  return (
    <FormDialog form={form} title={`Report on “${measure.title}”`} submitLabel="Report status">
      <FormField<ReportValues>
        name="rag_status"
        label="Status"
        kind="radio"
        required
        options={optionsOf(ragStatuses, (s) => ragStatusLabels[s])}
      />
      <FormField<ReportValues> name="comment" label="Comment" kind="textarea" />
    </FormDialog>
  );
}
