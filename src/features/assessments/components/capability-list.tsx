import { Body1, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { competencyLevelLabels, competencyLevels } from '@contract/assessments/assessments';
import {
  createCapabilityInputSchema,
  updateCapabilityInputSchema,
  type Analysis,
  type Capability,
} from '@contract/assessments/analyses.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField, optionsOf } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { ReadState } from '@/components/read-state';
import {
  useCapabilities,
  useCreateCapability,
  useDeleteCapability,
  useUpdateCapability,
} from '../hooks';
import { CapabilityItems } from './capability-items';
import { GroupChecklist } from './group-checklist';
import { useRowEditing } from './row-editing';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

interface CapabilityValues {
  change: string;
  name: string;
  competency_level: string;
  training_activity_type: string;
  impacted_groups: number[];
}

function CapabilityDialog({
  projectId,
  analysis,
  capability,
  onClose,
}: {
  projectId: number;
  analysis: Analysis;
  capability: Capability | undefined;
  onClose: () => void;
}) {
  const create = useCreateCapability();
  const update = useUpdateCapability();
  const form = useContractForm({
    schema: capability ? updateCapabilityInputSchema : createCapabilityInputSchema,
    defaultValues: {
      change: String(capability?.change ?? analysis.changes[0]?.id ?? ''),
      name: capability?.name ?? '',
      competency_level: capability?.competency_level ?? 'KNOWLEDGEABLE',
      training_activity_type: capability?.training_activity_type ?? '',
      impacted_groups:
        capability?.impacted_groups.map((g) => g.id) ?? analysis.impacted_groups.map((g) => g.id),
    } as CapabilityValues,
    // The create schema checks the project too, so the body carries it from the start.
    toBody: (v) => ({
      ...(capability ? {} : { project: projectId }),
      change: Number(v.change),
      name: v.name,
      competency_level: v.competency_level as (typeof competencyLevels)[number],
      training_activity_type: v.training_activity_type,
      impacted_groups: v.impacted_groups,
    }),
    submit: (body) =>
      capability ? update(capability.id, body) : create({ ...body, project: projectId }),
    done: (saved) => `${capability ? 'Saved' : 'Added'} the capability “${saved.name}”`,
    onClose,
  });
  return (
    <FormDialog
      form={form}
      title={capability ? 'Edit the capability' : 'New capability'}
      submitLabel={capability ? 'Save' : 'Add capability'}
    >
      <FormField<CapabilityValues>
        name="change"
        label="Change"
        kind="select"
        required
        options={analysis.changes.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <FormField<CapabilityValues> name="name" label="Capability" required />
      <FormField<CapabilityValues>
        name="competency_level"
        label="Competency level"
        kind="select"
        required
        options={optionsOf(competencyLevels, (l) => competencyLevelLabels[l])}
      />
      <FormField<CapabilityValues>
        name="training_activity_type"
        label="Training activity type"
        hint="How it is learnt, e.g. “Hands-on workshop”."
      />
      <GroupChecklist groups={analysis.impacted_groups} legend="Groups who need it" />
    </FormDialog>
  );
}

/** The capabilities people need for each change, and at what level. */
export function CapabilityList({
  projectId,
  canEdit,
  analysis,
}: {
  projectId: number;
  canEdit: boolean;
  analysis: Analysis;
}) {
  const styles = useStyles();
  const capabilities = useCapabilities(projectId);
  const remove = useDeleteCapability();
  const rows = useRowEditing<Capability>({
    noun: 'capability',
    name: (c) => c.name,
    consequence: 'Its training items go with it.',
    remove,
  });
  return (
    <section className={styles.root} aria-labelledby="capabilities-heading">
      <Subtitle2 as="h3" id="capabilities-heading">
        Capabilities
      </Subtitle2>
      <ReadState
        read={capabilities}
        what="the capabilities"
        empty={{ title: 'No capabilities yet', message: 'Name what people must be able to do.' }}
      >
        {(groups) => (
          <ul>
            {groups.flatMap((g) =>
              g.capabilities.map((c) => (
                <li key={c.id}>
                  <Body1>
                    {g.change_name}: {c.name} ({competencyLevelLabels[c.competency_level]})
                    {c.training_activity_type ? ` through ${c.training_activity_type}` : ''}
                  </Body1>
                  {canEdit && rows.menu(c)}
                </li>
              )),
            )}
          </ul>
        )}
      </ReadState>
      {canEdit && analysis.changes.length > 0 && (
        <div>
          <Button onClick={rows.add}>Add capability</Button>
        </div>
      )}
      {rows.editing && (
        <CapabilityDialog
          projectId={projectId}
          analysis={analysis}
          capability={rows.editing.row}
          onClose={rows.close}
        />
      )}
      {rows.confirmDelete}
      <CapabilityItems projectId={projectId} groups={analysis.impacted_groups} />
    </section>
  );
}
