import { Text } from '@fluentui/react-components';
import type { ProjectContribution } from '@contract/groups/project-contributions.schema';
import { bulkProjectContributionsInputSchema } from '@contract/groups/project-contributions.schema';
import type { ProjectGroup } from '@contract/groups/project-groups.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { ReadState } from '@/components/read-state';
import { useContributions, useSaveContributions } from '../hooks';

interface Values {
  contributions: { person: number; role: string; contribution_percent: string }[];
}

function ContributionsForm({
  group,
  saved,
  onClose,
}: {
  group: ProjectGroup;
  saved: ProjectContribution[];
  onClose: () => void;
}) {
  const save = useSaveContributions();
  const byPerson = new Map(saved.map((c) => [c.person.id, c]));
  const form = useContractForm<Values, Record<string, unknown>, unknown>({
    schema: bulkProjectContributionsInputSchema,
    defaultValues: {
      contributions: group.members.map((m) => ({
        person: m.id,
        role: byPerson.get(m.id)?.role ?? '',
        contribution_percent: String(byPerson.get(m.id)?.contribution_percent ?? 0),
      })),
    },
    toBody: (v) => ({
      group: group.id,
      contributions: v.contributions.map((c) => ({
        person: c.person,
        role: c.role,
        contribution_percent:
          c.contribution_percent.trim() === '' ? NaN : Number(c.contribution_percent),
      })),
    }),
    submit: (body) => save(body as Parameters<typeof save>[0]),
    done: `Saved the contributions to ${group.name}`,
    onClose,
  });
  return (
    <FormDialog
      form={form}
      title={`Contributions to ${group.name}`}
      submitLabel="Save contributions"
    >
      {group.members.length === 0 ? (
        <Text>The group has nobody yet: add people to it first.</Text>
      ) : (
        group.members.map((m, i) => (
          <div key={m.id}>
            <FormField<Values>
              name={`contributions.${i}.role`}
              label={`Role of ${m.display_name}`}
              hint="What they do in the project."
            />
            <FormField<Values>
              name={`contributions.${i}.contribution_percent`}
              label={`Share of ${m.display_name}’s time (%)`}
              kind="number"
            />
          </div>
        ))
      )}
    </FormDialog>
  );
}

/**
 * What each person of a project group contributes (their role and share of their time), saved
 * together with `project-contributions/1/`, which replaces the group's whole set.
 */
export function ContributionsDialog({
  group,
  onClose,
}: {
  group: ProjectGroup;
  onClose: () => void;
}) {
  const saved = useContributions(group.id);
  return (
    <ReadState read={saved} what="the contributions">
      {(rows) => <ContributionsForm group={group} saved={rows} onClose={onClose} />}
    </ReadState>
  );
}
