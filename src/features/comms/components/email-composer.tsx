import { Button } from '@fluentui/react-components';
import { renderInLayout } from '@contract/comms/emails';
import {
  engagementEmailInputSchema,
  type EngagementEmail,
  type EngagementEmailInput,
} from '@contract/comms/emails.schema';
import { useState } from 'react';
import { announceAction } from '@/components/action-toasts';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { ApiError } from '@/lib/api-client/api-error';
import {
  useCreateEmail,
  useEmailTemplates,
  useSendEmail,
  useSendTestEmail,
  useUpdateEmail,
} from '../hooks';
import { DateTimeInput } from './date-time-input';
import type { PersonRef } from '@contract/shared/common.schema';
import { personReceivers, personRefs, ReceiverPeopleField } from './receiver-people';
import { GroupChecklist, groupReceivers, instant, localInput } from './group-checklist';
import { HtmlPreview } from './html-preview';
import { RichTextEditor } from './rich-text-editor';

type When = 'now' | 'later' | 'local' | 'draft';

interface EmailValues {
  template: string;
  subject: string;
  body: string;
  receivers: string[];
  people: PersonRef[];
  when: When;
  /** `datetime-local` in the writer's time zone. */
  scheduled_at: string;
  /** `datetime-local` as a time of day where each recipient is. */
  send_local: string;
}

const whenOptions = [
  { value: 'now', label: 'Send now' },
  { value: 'later', label: 'Schedule for one moment' },
  { value: 'local', label: "Schedule at each recipient's local time" },
  { value: 'draft', label: 'Save as draft' },
];

const doneLabels: Record<When, string> = {
  now: 'Email sent',
  later: 'Email scheduled',
  local: "Email scheduled at each recipient's local time",
  draft: 'Draft saved',
};

function initialValues(email: EngagementEmail | undefined): EmailValues {
  if (!email) {
    const blank = {
      template: '',
      subject: '',
      body: '',
      receivers: [],
      people: [],
      scheduled_at: '',
    };
    return { ...blank, when: 'now', send_local: '' };
  }
  return {
    template: email.template ? String(email.template) : '',
    subject: email.subject,
    body: email.body,
    receivers: email.receivers.filter((r) => r.type === 'group').map((r) => String(r.id)),
    people: personRefs(email.receivers),
    when: email.send_local ? 'local' : email.scheduled_at ? 'later' : 'draft',
    scheduled_at: localInput(email.scheduled_at),
    send_local: email.send_local ?? '',
  };
}

/**
 * Writes (or edits, while not sent) an engagement email on a template for the project's groups:
 * a live preview in the template, a test send to yourself, then send now, at one moment, or at
 * the same time of day where each recipient is.
 */
export function EmailComposer({
  projectId,
  email,
  onClose,
}: {
  projectId: number;
  /** The draft or scheduled email to edit; a new one without. */
  email?: EngagementEmail;
  onClose: () => void;
}) {
  const templates = useEmailTemplates(projectId);
  const create = useCreateEmail();
  const update = useUpdateEmail();
  const send = useSendEmail();
  const sendTest = useSendTestEmail();
  const [testing, setTesting] = useState(false);
  const form = useContractForm<EmailValues, EngagementEmailInput, EngagementEmail>({
    schema: engagementEmailInputSchema,
    defaultValues: initialValues(email),
    toBody: (v) => ({
      project: projectId,
      template: v.template ? Number(v.template) : null,
      subject: v.subject,
      body: v.body,
      receivers: [...groupReceivers(v.receivers), ...personReceivers(v.people)],
      scheduled_at: v.when === 'later' ? instant(v.scheduled_at) : null,
      ...(v.when === 'local' ? { send_local: v.send_local } : {}),
    }),
    submit: async (input, v) => {
      // Without a time the server could not tell which of the two times was meant.
      if (v.when === 'local' && !v.send_local) {
        throw new ApiError('Save email', 'Enter a date and time.', 400, undefined, {
          send_local: ['Enter a date and time.'],
        });
      }
      const scheduled = v.when === 'later' || v.when === 'local';
      const saved = email
        ? await update(email.id, input, !scheduled)
        : await create(input, scheduled);
      if (v.when === 'now') await send(saved.id);
      return saved;
    },
    done: (_saved, v) => doneLabels[v.when],
    onClose,
  });
  const values = form.form.watch();
  const layout = templates.data?.find((t) => String(t.id) === values.template);
  const testSend = async () => {
    setTesting(true);
    try {
      const result = await sendTest({
        subject: values.subject || '(no subject)',
        body: values.body,
        template: layout?.id ?? null,
      });
      announceAction({ title: result.detail });
    } catch (error) {
      announceAction({
        title: 'The test email was not sent',
        intent: 'error',
        ...(error instanceof ApiError ? { body: error.reason } : {}),
      });
    } finally {
      setTesting(false);
    }
  };
  return (
    <FormDialog
      form={form}
      title={email ? 'Edit email' : 'New email'}
      submitLabel="Save email"
      failureTitle="Not saved."
    >
      <FormField<EmailValues>
        name="template"
        label="Template"
        kind="select"
        placeholder="No template"
        options={(templates.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
      />
      <FormField<EmailValues> name="subject" label="Subject" required />
      <FormField<EmailValues>
        name="body"
        label="Message"
        kind="custom"
        render={(field, invalid) => (
          <RichTextEditor
            label="Message"
            value={String(field.value ?? '')}
            onChange={field.onChange}
            invalid={invalid}
          />
        )}
      />
      <HtmlPreview
        title="Preview in the template"
        html={renderInLayout(layout?.html_layout_content ?? '', values.body)}
      />
      <Button onClick={() => void testSend()} disabled={testing}>
        {testing ? 'Sending test…' : 'Send me a test'}
      </Button>
      <FormField<EmailValues>
        name="receivers"
        label="Receivers"
        hint="Each member of these groups gets their own copy."
        kind="custom"
        render={(field) => (
          <GroupChecklist
            projectId={projectId}
            label="Receivers"
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <ReceiverPeopleField<EmailValues>
        name="people"
        label="People"
        hint="Anyone else who should get a copy, by name."
      />
      <FormField<EmailValues> name="when" label="When" kind="radio" options={whenOptions} />
      {values.when === 'later' ? (
        <FormField<EmailValues>
          name="scheduled_at"
          label="Send at"
          required
          kind="custom"
          render={(field, invalid) => <DateTimeInput field={field} invalid={invalid} />}
        />
      ) : null}
      {values.when === 'local' ? (
        <FormField<EmailValues>
          name="send_local"
          label="Send at, each recipient's time"
          hint="Someone in Sydney gets it at this time in Sydney, someone in London at this time in London."
          required
          kind="custom"
          render={(field, invalid) => <DateTimeInput field={field} invalid={invalid} />}
        />
      ) : null}
    </FormDialog>
  );
}
