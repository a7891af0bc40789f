import type { KeyMessage } from '@contract/leaders/key-messages.schema';
import { updateKeyMessageInputSchema } from '@contract/leaders/key-messages.schema';
import {
  updateNewWayOfWorkingInputSchema,
  type NewWayOfWorking,
} from '@contract/leaders/new-ways-of-working.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useUpdateBehaviour, useUpdateKeyMessage } from '../hooks';

interface TextValues {
  title: string;
  body: string;
}

/** Edits a key message's title and what leaders say. */
export function KeyMessageDialog({
  message,
  onClose,
}: {
  message: KeyMessage;
  onClose: () => void;
}) {
  const update = useUpdateKeyMessage();
  const form = useContractForm({
    schema: updateKeyMessageInputSchema,
    defaultValues: { title: message.title, body: message.body } as TextValues,
    toBody: (values) => ({ title: values.title, body: values.body }),
    submit: (body) => update(message.id, body),
    done: (saved) => `Saved the key message “${saved.title}”`,
    onClose,
  });
  return (
    <FormDialog form={form} title="Edit key message" submitLabel="Save">
      <FormField<TextValues> name="title" label="Title" required />
      <FormField<TextValues> name="body" label="What leaders say" kind="textarea" rows={5} />
    </FormDialog>
  );
}

interface BehaviourValues {
  title: string;
  description: string;
}

/** Edits a new way of working: the behaviour and what it looks like when lived. */
export function BehaviourDialog({
  behaviour,
  onClose,
}: {
  behaviour: NewWayOfWorking;
  onClose: () => void;
}) {
  const update = useUpdateBehaviour();
  const form = useContractForm({
    schema: updateNewWayOfWorkingInputSchema,
    defaultValues: {
      title: behaviour.title,
      description: behaviour.description,
    } as BehaviourValues,
    toBody: (values) => ({ title: values.title, description: values.description }),
    submit: (body) => update(behaviour.id, body),
    done: (saved) => `Saved “${saved.title}”`,
    onClose,
  });
  return (
    <FormDialog form={form} title="Edit new way of working" submitLabel="Save">
      <FormField<BehaviourValues> name="title" label="Behaviour" required />
      <FormField<BehaviourValues>
        name="description"
        label="What it looks like when lived"
        kind="textarea"
      />
    </FormDialog>
  );
}
