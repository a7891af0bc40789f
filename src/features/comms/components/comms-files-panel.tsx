import { Button, Checkbox, Field, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import {
  AddRegular,
  ArchiveRegular,
  ArrowDownloadRegular,
  LinkRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import {
  commsFileInputSchema,
  type CommsFile,
  type CommsFileInput,
} from '@contract/comms/comms-files.schema';
import { DataTable, type DataColumn } from '@/components/data-table';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { ReadState } from '@/components/read-state';
import { announceAction } from '@/components/action-toasts';
import { downloadCommsFile } from '../api';
import { useCommsFiles, useCreateCommsFile, usePatchCommsFile, useProjectGroups } from '../hooks';
import { saveDownload } from '../save-download';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  heading: { margin: 0 },
  groups: { display: 'flex', flexDirection: 'column' },
});

interface FileValues {
  title: string;
  description: string;
  tool_type: 'file' | 'link';
  link: string;
  planned_date: string;
  shared_groups: string[];
}

function UploadDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const styles = useStyles();
  const create = useCreateCommsFile();
  const groups = useProjectGroups(projectId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const form = useContractForm<FileValues, CommsFileInput, CommsFile>({
    schema: commsFileInputSchema,
    defaultValues: {
      title: '',
      description: '',
      tool_type: 'file',
      link: '',
      planned_date: '',
      shared_groups: [],
    },
    toBody: (v) => ({
      project: projectId,
      title: v.title,
      description: v.description,
      tool_type: v.tool_type,
      link: v.tool_type === 'link' ? v.link : null,
      planned_date: v.planned_date || null,
      shared_groups: v.shared_groups.map(Number),
    }),
    submit: async (body) => {
      if (body.tool_type === 'file' && !file) {
        setFileError('Choose a file to upload.');
        throw new Error('Choose a file to upload.');
      }
      return create('COMMS_FILE', body, body.tool_type === 'file' ? file : null);
    },
    done: (saved) => `“${saved.title}” added`,
    onClose,
  });
  const kind = form.form.watch('tool_type');
  return (
    <FormDialog
      form={form}
      title="Add a comms file"
      submitLabel="Add file"
      failureTitle="The file was not added."
    >
      <FormField<FileValues> name="title" label="Title" required />
      <FormField<FileValues> name="description" label="Description" kind="textarea" rows={2} />
      <FormField<FileValues>
        name="tool_type"
        label="Kind"
        kind="radio"
        options={[
          { value: 'file', label: 'Upload a file' },
          { value: 'link', label: 'Link to a file' },
        ]}
      />
      {kind === 'file' ? (
        <Field
          label="File"
          required
          validationMessage={fileError}
          hint="PDF, Office documents, images, text; up to 25 MB."
        >
          <input
            type="file"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFileError(undefined);
            }}
          />
        </Field>
      ) : (
        <FormField<FileValues> name="link" label="Link" required placeholder="https://" />
      )}
      <FormField<FileValues> name="planned_date" label="Planned date" kind="date" />
      <FormField<FileValues>
        name="shared_groups"
        label="Share with"
        kind="custom"
        render={(field) => {
          const chosen = (field.value as string[] | undefined) ?? [];
          return (
            <div className={styles.groups} role="group" aria-label="Share with">
              {groups.data?.map((g) => (
                <Checkbox
                  key={g.id}
                  label={g.name}
                  checked={chosen.includes(String(g.id))}
                  onChange={(_e, data) =>
                    field.onChange(
                      data.checked
                        ? [...chosen, String(g.id)]
                        : chosen.filter((id) => id !== String(g.id)),
                    )
                  }
                />
              ))}
            </div>
          );
        }}
      />
    </FormDialog>
  );
}

/** A project's comms files: add (upload or link), share with groups, download, archive. */
export function CommsFilesPanel({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const styles = useStyles();
  const [archived, setArchived] = useState(false);
  const read = useCommsFiles('COMMS_FILE', projectId, archived);
  const patch = usePatchCommsFile();
  const [adding, setAdding] = useState(false);
  const columns: DataColumn<CommsFile>[] = [
    {
      id: 'title',
      header: 'Title',
      cell: (f) => f.title,
      compare: (a, b) => a.title.localeCompare(b.title),
    },
    {
      id: 'kind',
      header: 'File',
      cell: (f) => (f.tool_type === 'link' ? 'Link' : (f.file_name ?? '')),
    },
    {
      id: 'shared',
      header: 'Shared with',
      cell: (f) =>
        f.shared_groups.length
          ? f.shared_groups.map((g) => g.name).join(', ')
          : 'Project team only',
    },
    { id: 'planned', header: 'Planned', cell: (f) => f.planned_date ?? '' },
    {
      id: 'actions',
      header: 'Actions',
      cell: (f) => (
        <>
          {f.tool_type === 'file' ? (
            <Button
              size="small"
              icon={<ArrowDownloadRegular />}
              aria-label={`Download ${f.title}`}
              onClick={() => void downloadCommsFile('COMMS_FILE', f.id).then(saveDownload)}
            >
              Download
            </Button>
          ) : (
            <Button
              size="small"
              icon={<LinkRegular />}
              as="a"
              href={f.link ?? '#'}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open link
            </Button>
          )}
          {canEdit ? (
            <Button
              size="small"
              icon={<ArchiveRegular />}
              aria-label={`${f.archived ? 'Restore' : 'Archive'} ${f.title}`}
              onClick={() =>
                void patch('COMMS_FILE', f.id, { archived: !f.archived }).then(() =>
                  announceAction({ title: `“${f.title}” ${f.archived ? 'restored' : 'archived'}` }),
                )
              }
            >
              {f.archived ? 'Restore' : 'Archive'}
            </Button>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <section className={styles.root} aria-labelledby="comms-files-heading">
      <div className={styles.head}>
        <Subtitle2 as="h2" id="comms-files-heading" className={styles.heading}>
          Files
        </Subtitle2>
        <div>
          <Checkbox
            label="Show archived"
            checked={archived}
            onChange={(_e, d) => setArchived(Boolean(d.checked))}
          />
          {canEdit ? (
            <Button icon={<AddRegular />} onClick={() => setAdding(true)}>
              Add file
            </Button>
          ) : null}
        </div>
      </div>
      <ReadState
        read={read}
        what="the files"
        empty={{
          title: archived ? 'No archived files' : 'No files yet',
          message: canEdit
            ? 'Add a file or a link, and share it with the groups who need it.'
            : 'Files shared with you will appear here.',
        }}
      >
        {(files) => (
          <DataTable caption="Comms files" rows={files} columns={columns} rowId={(f) => f.id} />
        )}
      </ReadState>
      {adding ? <UploadDialog projectId={projectId} onClose={() => setAdding(false)} /> : null}
    </section>
  );
}
