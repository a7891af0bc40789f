import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { threadInputSchema, type ThreadInput } from '@contract/comms/threads.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useCreateAnnouncement } from '../hooks';
import { GroupChecklist, groupReceivers, instant } from './group-checklist';
import { RichTextEditor } from './rich-text-editor';

interface AnnouncementValues {
  title: string;
  description: string;
  receivers: string[];
  pinned: boolean;
  when: 'now' | 'later' | 'draft';
  send_date: string;
}

const whenOptions = [
  { value: 'now', label: 'Send now' },
  { value: 'later', label: 'Schedule' },
  { value: 'draft', label: 'Save as draft' },
];

/** Writes an announcement for a project's groups: text, image, pin, send now or at a time. */
export function AnnouncementComposer({
  projectId,
  onClose,
}: {
  projectId: number;
  onClose: () => void;
}) {
  const create = useCreateAnnouncement();
  const [image, setImage] = useState<File | null>(null);
  const form = useContractForm<
    AnnouncementValues,
    { input: ThreadInput; isSend: boolean },
    unknown
  >({
    schema: threadInputSchema,
    defaultValues: {
      title: '',
      description: '',
      receivers: [],
      pinned: false,
      when: 'now',
      send_date: '',
    },
    toBody: (v) => ({
      input: {
        type: 'ANNOUNCEMENT',
        title: v.title,
        description: v.description,
        project: projectId,
        pinned: v.pinned,
        send_date: v.when === 'later' ? instant(v.send_date) : null,
        receivers: groupReceivers(v.receivers),
      },
      isSend: v.when !== 'draft',
    }),
    submit: ({ input, isSend }) => create(input, image, isSend),
    done: (_r, v) =>
      v.when === 'now'
        ? 'Announcement sent'
        : v.when === 'later'
          ? 'Announcement scheduled'
          : 'Draft saved',
    onClose,
  });
  // The resolver checks the request body; its fields are the form's, one to one.
  const when = form.form.watch('when');
  return (
    <FormDialog
      form={form}
      title="New announcement"
      submitLabel="Save announcement"
      failureTitle="The announcement was not saved."
    >
      <FormField<AnnouncementValues> name="title" label="Title" required />
      <FormField<AnnouncementValues>
        name="description"
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
      <FormField<AnnouncementValues>
        name="receivers"
        label="Receivers"
        hint="The project's groups; their members receive it in Teams and in the app."
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
      <Field label="Image" hint="PNG, JPEG, GIF or WebP, up to 5 MB.">
        <input
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(e) => setImage(e.target.files?.[0] ?? null)}
        />
      </Field>
      <FormField<AnnouncementValues>
        name="pinned"
        label="Pin to the top of the feed"
        kind="switch"
      />
      <FormField<AnnouncementValues> name="when" label="When" kind="radio" options={whenOptions} />
      {when === 'later' ? (
        <FormField<AnnouncementValues>
          name="send_date"
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
