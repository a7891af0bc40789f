import { linkImpactedGroupInputSchema } from '@contract/groups/impacted-groups.schema';
import { audienceBands } from '@contract/projects/change-attributes';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useGlobalGroups, useLinkImpactedGroup } from '../hooks';

interface Values {
  global_impacted_group: string;
  audience_band: string;
}

/** Link one of the organisation's groups to the project, with its audience size band. */
export function LinkImpactedGroupDialog({
  projectId,
  linkedIds,
  onClose,
}: {
  projectId: number;
  linkedIds: readonly number[];
  onClose: () => void;
}) {
  const { data: groups } = useGlobalGroups({});
  const link = useLinkImpactedGroup();
  const form = useContractForm<
    Values,
    { global_impacted_group: number; audience_band: string | null },
    unknown
  >({
    schema: linkImpactedGroupInputSchema,
    defaultValues: { global_impacted_group: '', audience_band: '' },
    toBody: (v) => ({
      global_impacted_group: Number(v.global_impacted_group),
      audience_band: v.audience_band || null,
    }),
    submit: (body) => link(projectId, body as Parameters<typeof link>[1]),
    done: (_r, v) =>
      `Linked ${groups?.find((g) => String(g.id) === v.global_impacted_group)?.name ?? 'the group'}`,
    onClose,
  });
  const options = (groups ?? [])
    .filter((g) => !linkedIds.includes(g.id))
    .map((g) => ({ value: String(g.id), label: `${g.name} (${g.member_count} people)` }));
  return (
    <FormDialog
      form={form}
      title="Link an impacted group"
      submitLabel="Link group"
      failureTitle="The group was not linked."
    >
      <FormField<Values>
        name="global_impacted_group"
        label="Global impacted group"
        kind="select"
        required
        placeholder={groups ? 'Choose a group' : 'Loading groups…'}
        options={options}
      />
      <FormField<Values>
        name="audience_band"
        label="Audience size"
        kind="select"
        placeholder="Not known yet"
        options={audienceBands.map((b) => ({ value: b, label: `${b} people` }))}
      />
    </FormDialog>
  );
}
