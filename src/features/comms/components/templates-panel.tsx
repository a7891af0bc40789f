import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, MailRegular } from '@fluentui/react-icons';
import { renderInLayout, TEMPLATE_CONTENT_MARKER } from '@contract/comms/emails';
import {
  emailTemplateInputSchema,
  type EmailTemplate,
  type EmailTemplateInput,
} from '@contract/comms/emails.schema';
import { useState } from 'react';
import { announceAction } from '@/components/action-toasts';
import { Timestamp } from '@/lib/format/formatted';
import { ConfirmDelete } from '@/components/confirm-delete';
import { DataTable, type DataColumn } from '@/components/data-table';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { ReadState } from '@/components/read-state';
import {
  useCreateTemplate,
  useDeleteTemplate,
  useEmailTemplates,
  useSendTemplateTest,
  useUpdateTemplate,
} from '../hooks';
import { HtmlPreview } from './html-preview';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  heading: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

const sampleBody = '<p>Your message goes here: this is how the email will read.</p>';

interface TemplateValues {
  name: string;
  subject: string;
  html_layout_content: string;
}

/** Edits a template's HTML layout beside a live preview with a sample message in it. */
function TemplateDialog({
  projectId,
  template,
  onClose,
}: {
  projectId: number;
  template?: EmailTemplate;
  onClose: () => void;
}) {
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const form = useContractForm<TemplateValues, EmailTemplateInput, EmailTemplate>({
    schema: emailTemplateInputSchema,
    defaultValues: {
      name: template?.name ?? '',
      subject: template?.subject ?? '',
      html_layout_content:
        template?.html_layout_content ??
        `<div style="font-family: sans-serif">\n  <h1>Project news</h1>\n  ${TEMPLATE_CONTENT_MARKER}\n</div>`,
    },
    toBody: (v) => ({ project: projectId, ...v }),
    submit: (body) => (template ? update(template.id, body) : create(body)),
    done: (saved) => (template ? 'Template saved' : `Added the template “${saved.name}”`),
    onClose,
  });
  const layout = form.form.watch('html_layout_content');
  return (
    <FormDialog
      form={form}
      title={template ? 'Edit template' : 'New template'}
      submitLabel={template ? 'Save template' : 'Add template'}
    >
      <FormField<TemplateValues> name="name" label="Name" required />
      <FormField<TemplateValues> name="subject" label="Default subject" />
      <FormField<TemplateValues>
        name="html_layout_content"
        label="Layout (HTML)"
        kind="textarea"
        rows={8}
        required
        hint={`Write ${TEMPLATE_CONTENT_MARKER} where each email's own text goes. Scripts and event handlers are removed.`}
      />
      <HtmlPreview title="Live preview" html={renderInLayout(layout, sampleBody)} />
    </FormDialog>
  );
}

/** The templates this project's emails can use: the organisation's and its own. */
export function TemplatesPanel({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const styles = useStyles();
  const templates = useEmailTemplates(projectId);
  const remove = useDeleteTemplate();
  const sendTest = useSendTemplateTest();
  const [editing, setEditing] = useState<EmailTemplate | 'new'>();
  const [deleting, setDeleting] = useState<EmailTemplate>();
  const columns: DataColumn<EmailTemplate>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (t) => t.name,
      compare: (a, b) => a.name.localeCompare(b.name),
    },
    { id: 'scope', header: 'For', cell: (t) => (t.project ? 'This project' : 'Every project') },
    {
      id: 'updated',
      header: 'Updated',
      cell: (t) => <Timestamp at={t.updated_at} />,
      from: 'medium',
    },
  ];
  return (
    <section className={styles.root} aria-labelledby="templates-heading">
      <div className={styles.head}>
        <Subtitle2 as="h2" id="templates-heading" className={styles.heading}>
          Email templates
        </Subtitle2>
        {canEdit ? (
          <Button icon={<AddRegular />} onClick={() => setEditing('new')}>
            New template
          </Button>
        ) : null}
      </div>
      <ReadState
        read={templates}
        what="the email templates"
        empty={{
          title: 'No templates yet',
          message: 'A template gives every email the same look.',
        }}
      >
        {(rows) => (
          <DataTable
            caption="Email templates"
            rows={rows}
            columns={columns}
            rowId={(t) => t.id}
            actions={
              canEdit
                ? (t) => (
                    <div className={styles.actions}>
                      <Button
                        size="small"
                        icon={<EditRegular />}
                        aria-label={`Edit ${t.name}`}
                        onClick={() => setEditing(t)}
                      />
                      <Button
                        size="small"
                        icon={<MailRegular />}
                        aria-label={`Send me a test of ${t.name}`}
                        onClick={() =>
                          void sendTest(t.id, sampleBody).then((r) =>
                            announceAction({ title: r.detail }),
                          )
                        }
                      />
                      <Button
                        size="small"
                        icon={<DeleteRegular />}
                        aria-label={`Delete ${t.name}`}
                        onClick={() => setDeleting(t)}
                      />
                    </div>
                  )
                : undefined
            }
          />
        )}
      </ReadState>
      {editing ? (
        <TemplateDialog
          projectId={projectId}
          template={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          open
          noun="template"
          name={deleting.name}
          onDelete={() => remove(deleting.id)}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </section>
  );
}
