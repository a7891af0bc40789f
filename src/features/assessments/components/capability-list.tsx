import { Body1, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { competencyLevelLabels, competencyLevels } from '@contract/assessments/assessments';
import { createCapabilityInputSchema, type Analysis } from '@contract/assessments/analyses.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField, optionsOf } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { ReadState } from '@/components/read-state';
import { useCapabilities, useCreateCapability, useDeleteCapability } from '../hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

interface CapabilityValues {
  change: string;
  name: string;
  competency_level: string;
  training_activity_type: string;
}

function CapabilityDialog({
  projectId,
  analysis,
  onClose,
}: {
  projectId: number;
  analysis: Analysis;
  onClose: () => void;
}) {
  const create = useCreateCapability();
  const form = useContractForm({
    schema: createCapabilityInputSchema,
    defaultValues: {
      change: String(analysis.changes[0]?.id ?? ''),
      name: '',
      competency_level: 'KNOWLEDGEABLE',
      training_activity_type: '',
    } as CapabilityValues,
    toBody: (v) => ({
      project: projectId,
      change: Number(v.change),
      name: v.name,
      competency_level: v.competency_level as (typeof competencyLevels)[number],
      training_activity_type: v.training_activity_type,
      impacted_groups: analysis.impacted_groups.map((g) => g.id),
    }),
    submit: (body) => create(body),
    done: (saved) => `Added the capability “${saved.name}”`,
    onClose,
  });
  return (
    <FormDialog form={form} title="New capability" submitLabel="Add capability">
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
  const [adding, setAdding] = useState(false);
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
                  {canEdit && (
                    <Button
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      aria-label={`Delete the capability ${c.name}`}
                      onClick={() => void remove(c.id)}
                    />
                  )}
                </li>
              )),
            )}
          </ul>
        )}
      </ReadState>
      {canEdit && analysis.changes.length > 0 && (
        <div>
          <Button onClick={() => setAdding(true)}>Add capability</Button>
        </div>
      )}
      {adding && (
        <CapabilityDialog
          projectId={projectId}
          analysis={analysis}
          onClose={() => setAdding(false)}
        />
      )}
    </section>
  );
}
