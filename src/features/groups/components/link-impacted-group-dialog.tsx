import { Field, Input } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useDeferredValue, useState } from 'react';
import type { GlobalImpactedGroupSummary } from '@contract/groups/global-impacted-groups.schema';
import { linkImpactedGroupInputSchema } from '@contract/groups/impacted-groups.schema';
import { audienceBands } from '@contract/projects/change-attributes';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useGlobalGroups, useLinkImpactedGroup } from '../hooks';

/** Groups the picker offers at once: the search narrows the organisation's groups on the server. */
const PICKER_SIZE = 20;

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
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { data: page } = useGlobalGroups({ search: deferred || undefined, page_size: PICKER_SIZE });
  // The chosen group keeps its name when a new search no longer lists it: every group an
  // answer listed is remembered (state derived while rendering, as React advises).
  const [seen, setSeen] = useState(new Map<number, GlobalImpactedGroupSummary>());
  if (page?.results.some((g) => seen.get(g.id) !== g)) {
    setSeen(new Map([...seen, ...page.results.map((g) => [g.id, g] as const)]));
  }
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
    done: (_r, v) => `Linked ${seen.get(Number(v.global_impacted_group))?.name ?? 'the group'}`,
    onClose,
  });
  const chosen = seen.get(Number(form.form.watch('global_impacted_group')));
  const listed = page?.results ?? [];
  const options = [...(chosen && !listed.includes(chosen) ? [chosen] : []), ...listed]
    .filter((g) => !linkedIds.includes(g.id))
    .map((g) => ({ value: String(g.id), label: `${g.name} (${g.member_count} people)` }));
  const more = page && page.count > listed.length ? page.count - listed.length : 0;
  return (
    <FormDialog
      form={form}
      title="Link an impacted group"
      submitLabel="Link group"
      failureTitle="The group was not linked."
    >
      <Field
        label="Find a group"
        hint={more > 0 ? `${more} more groups: type part of a name to narrow the list.` : undefined}
      >
        <Input
          contentBefore={<SearchRegular />}
          value={search}
          onChange={(_e, d) => setSearch(d.value)}
        />
      </Field>
      <FormField<Values>
        name="global_impacted_group"
        label="Global impacted group"
        kind="select"
        required
        placeholder={page ? 'Choose a group' : 'Loading groups…'}
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
