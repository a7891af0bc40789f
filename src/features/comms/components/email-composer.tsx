import { Button, Input } from '@fluentui/react-components';
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
import { useCreateEmail, useEmailTemplates, useSendEmail, useSendTestEmail } from '../hooks';
import { GroupChecklist, groupReceivers, instant } from './group-checklist';
import { HtmlPreview } from './html-preview';
import { RichTextEditor } from './rich-text-editor';

interface EmailValues {
  template: string;
  subject: string;
  body: string;
  receivers: string[];
  when: 'now' | 'later' | 'draft';
  scheduled_at: string;
}

const whenOptions = [
  { value: 'now', label: 'Send now' },
  { value: 'later', label: 'Schedule' },
  { value: 'draft', label: 'Save as draft' },
];

/** Writes an engagement email on a template for the project's groups; test it on yourself first. */
export function EmailComposer({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const templates = useEmailTemplates(projectId);
  const create = useCreateEmail();
  const send = useSendEmail();
  const sendTest = useSendTestEmail();
  const [testing, setTesting] = useState(false);
  const form = useContractForm<
    EmailValues,
    { input: EngagementEmailInput; when: EmailValues['when'] },
    EngagementEmail
  >({
    schema: engagementEmailInputSchema,
    defaultValues: {
      template: '',
      subject: '',
      body: '',
      receivers: [],
      when: 'now',
      scheduled_at: '',
    },
    toBody: (v) => ({
      input: {
        project: projectId,
        template: v.template ? Number(v.template) : null,
        subject: v.subject,
        body: v.body,
        receivers: groupReceivers(v.receivers),
        scheduled_at: v.when === 'later' ? instant(v.scheduled_at) : null,
      },
      when: v.when,
    }),
    submit: async ({ input, when }) => {
      const saved = await create(input, when === 'later');
      if (when === 'now') await send(saved.id);
      return saved;
    },
    done: (_saved, v) =>
      v.when === 'now' ? 'Email sent' : v.when === 'later' ? 'Email scheduled' : 'Draft saved',
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
    <FormDialog form={form} title="New email" submitLabel="Save email" failureTitle="Not saved.">
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
      <FormField<EmailValues> name="when" label="When" kind="radio" options={whenOptions} />
      {values.when === 'later' ? (
        <FormField<EmailValues>
          name="scheduled_at"
          label="Send at"
          required
          kind="custom"
          render={(field, invalid) => (
            <Input
              type="datetime-local"
              value={String(field.value ?? '')}
              onChange={(_e, data) => field.onChange(data.value)}
              aria-invalid={invalid}
            />
          )}
        />
      ) : null}
    </FormDialog>
  );
}
