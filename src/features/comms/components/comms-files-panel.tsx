import {
  Button,
  Checkbox,
  Field,
  Select,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { CommsFileKind } from '@contract/comms/comms-files';
import { defaultPhaseNames, phaseCodes, type PhaseCode } from '@contract/projects/phases';
import { AddRegular, ArchiveRegular, CloudArrowDownRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import {
  commsFileInputSchema,
  type CommsFile,
  type CommsFileInput,
} from '@contract/comms/comms-files.schema';
import { DataTable, type DataColumn } from '@/components/data-table';
import { CalendarDate } from '@/lib/format/formatted';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { ReadState } from '@/components/read-state';
import { announceAction } from '@/components/action-toasts';
import { useCommsFiles, useCreateCommsFile, usePatchCommsFile } from '../hooks';
import { GroupChecklist } from './group-checklist';
import { FileOpenButton, LinkedFileNotice } from './file-open-button';
import { DocumentStorePicker } from './document-store-picker';
import { DeliveryDetails } from './delivery-details';
import { track } from '@/lib/telemetry/track';
import { useSearchParams } from 'react-router';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  heading: { margin: 0 },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** How each kind of item reads on screen. */
const kindText: Record<CommsFileKind, { heading: string; item: string; caption: string }> = {
  COMMS_FILE: { heading: 'Files', item: 'comms file', caption: 'Comms files' },
  TRAINING_MATERIAL: {
    heading: 'Training materials',
    item: 'training material',
    caption: 'Training materials',
  },
  CUSTOM_TOOL: { heading: 'Custom tools', item: 'custom tool', caption: 'Custom tools' },
};

const phaseOptions = phaseCodes.map((code) => ({ value: code, label: defaultPhaseNames[code] }));

interface FileValues {
  title: string;
  description: string;
  tool_type: 'file' | 'link';
  link: string;
  planned_date: string;
  phase: string;
  shared_groups: string[];
}

function UploadDialog({
  projectId,
  kind: itemKind,
  onClose,
}: {
  projectId: number;
  kind: CommsFileKind;
  onClose: () => void;
}) {
  const create = useCreateCommsFile();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [fromStore, setFromStore] = useState<{ open: boolean; picked?: string }>({ open: false });
  const form = useContractForm<FileValues, CommsFileInput, CommsFile>({
    schema: commsFileInputSchema,
    defaultValues: {
      title: '',
      description: '',
      tool_type: 'file',
      link: '',
      planned_date: '',
      phase: '',
      shared_groups: [],
    },
    toBody: (v) => ({
      project: projectId,
      title: v.title,
      description: v.description,
      tool_type: v.tool_type,
      link: v.tool_type === 'link' ? v.link : null,
      planned_date: v.planned_date || null,
      phase: (v.phase || null) as CommsFileInput['phase'],
      shared_groups: v.shared_groups.map(Number),
    }),
    submit: async (body) => {
      if (body.tool_type === 'file' && !file) {
        setFileError('Choose a file to upload.');
        throw new Error('Choose a file to upload.');
      }
      return create(itemKind, body, body.tool_type === 'file' ? file : null);
    },
    done: (saved) => `“${saved.title}” added`,
    onClose,
  });
  const kind = form.form.watch('tool_type');
  return (
    <FormDialog
      form={form}
      title={`Add a ${kindText[itemKind].item}`}
      submitLabel="Add"
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
            aria-label="File"
            type="file"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFileError(undefined);
              setFromStore({ open: false });
            }}
          />
        </Field>
      ) : null}
      {kind === 'file' && fromStore.picked ? (
        <Text role="status">Chosen from SharePoint: {fromStore.picked}</Text>
      ) : null}
      {kind === 'file' ? (
        fromStore.open ? (
          <DocumentStorePicker
            onPick={(picked) => {
              setFile(picked);
              setFileError(undefined);
              setFromStore({ open: false, picked: picked.name });
              if (!form.form.getValues('title')) {
                form.form.setValue('title', picked.name.replace(/\.[^.]+$/, ''), {
                  shouldDirty: true,
                });
              }
            }}
          />
        ) : (
          <Button
            icon={<CloudArrowDownRegular />}
            onClick={() => setFromStore({ ...fromStore, open: true })}
          >
            Choose from SharePoint
          </Button>
        )
      ) : (
        <FormField<FileValues> name="link" label="Link" required placeholder="https://" />
      )}
      <FormField<FileValues> name="planned_date" label="Planned date" kind="date" />
      <FormField<FileValues>
        name="phase"
        label="Phase"
        kind="select"
        placeholder="Any phase"
        options={phaseOptions}
      />
      {itemKind === 'COMMS_FILE' ? (
        <FormField<FileValues>
          name="shared_groups"
          label="Share with"
          hint="Only the project team sees a file until it is shared with a group."
          kind="custom"
          render={(field) => (
            <GroupChecklist
              projectId={projectId}
              label="Share with"
              value={(field.value as string[] | undefined) ?? []}
              onChange={field.onChange}
            />
          )}
        />
      ) : null}
    </FormDialog>
  );
}

/**
 * A project's comms files, training materials or custom tools: add (upload or link), filter by
 * phase, download, archive; comms files are shared with groups.
 */
export function CommsFilesPanel({
  projectId,
  canEdit,
  kind = 'COMMS_FILE',
}: {
  projectId: number;
  canEdit: boolean;
  kind?: CommsFileKind;
}) {
  const styles = useStyles();
  const [archived, setArchived] = useState(false);
  const [phase, setPhase] = useState<PhaseCode | ''>('');
  // An optional filter is passed only when set: a missing key parameter skips the read.
  const allPhases = useCommsFiles(kind, projectId, archived);
  const onePhase = useCommsFiles(kind, projectId, archived, phase || null);
  const read = phase ? onePhase : allPhases;
  const text = kindText[kind];
  const patch = usePatchCommsFile();
  const [adding, setAdding] = useState(false);
  // A notification links here at one file: `?file=&from=notification`.
  const [params] = useSearchParams();
  const linked = Number(params.get('file')) || null;
  const fromNotification = params.get('from') === 'notification';
  /** A shared file opened (downloaded or followed) in the project, or from its notification. */
  const opened = (f: CommsFile) => {
    if (kind !== 'COMMS_FILE') return;
    track('Shared file opened', {
      file_id: f.id,
      project_id: f.project,
      from: fromNotification && f.id === linked ? 'notification' : 'project',
    });
  };
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
    kind === 'COMMS_FILE'
      ? {
          id: 'shared',
          header: 'Shared with',
          cell: (f) =>
            f.shared_groups.length
              ? f.shared_groups.map((g) => g.name).join(', ')
              : 'Project team only',
        }
      : {
          id: 'phase',
          header: 'Phase',
          cell: (f) => (f.phase ? defaultPhaseNames[f.phase] : 'Any phase'),
        },
    { id: 'planned', header: 'Planned', cell: (f) => <CalendarDate date={f.planned_date} /> },
    ...(kind === 'COMMS_FILE' && canEdit
      ? [
          {
            id: 'reach',
            header: 'Told · opened',
            cell: (f: CommsFile) =>
              f.delivery
                ? `${f.delivery.delivered} · ${f.delivery.opened}${f.delivery.failed ? ` (${f.delivery.failed} failed)` : ''}`
                : '',
          },
        ]
      : []),
    {
      id: 'actions',
      header: 'Actions',
      cell: (f) => (
        <>
          <FileOpenButton file={f} onOpen={opened} />
          {f.delivery?.sent ? (
            <DeliveryDetails kind="COMMS_FILE" id={f.id} title={f.title} />
          ) : null}
          {canEdit ? (
            <Button
              size="small"
              icon={<ArchiveRegular />}
              aria-label={`${f.archived ? 'Restore' : 'Archive'} ${f.title}`}
              onClick={() =>
                void patch(kind, f.id, { archived: !f.archived }).then(() =>
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
    <section className={styles.root} aria-labelledby={`${kind}-heading`}>
      <div className={styles.head}>
        <Subtitle2 as="h2" id={`${kind}-heading`} className={styles.heading}>
          {text.heading}
        </Subtitle2>
        <div className={styles.tools}>
          {kind !== 'COMMS_FILE' ? (
            <Select
              aria-label="Phase"
              value={phase}
              onChange={(_e, d) => setPhase(d.value as PhaseCode | '')}
            >
              <option value="">Every phase</option>
              {phaseOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          ) : null}
          <Checkbox
            label="Show archived"
            checked={archived}
            onChange={(_e, d) => setArchived(Boolean(d.checked))}
          />
          {canEdit ? (
            <Button icon={<AddRegular />} onClick={() => setAdding(true)}>
              Add {text.item}
            </Button>
          ) : null}
        </div>
      </div>
      <ReadState
        read={read}
        what={`the ${text.heading.toLowerCase()}`}
        empty={{
          title: archived
            ? `No archived ${text.heading.toLowerCase()}`
            : `No ${text.heading.toLowerCase()} yet`,
          message: canEdit
            ? 'Add a file or a link, and share it with the groups who need it.'
            : 'Files shared with you will appear here.',
        }}
      >
        {(files) => (
          <>
            {linked && fromNotification && kind === 'COMMS_FILE' ? (
              <LinkedFileNotice file={files.find((f) => f.id === linked)} onOpen={opened} />
            ) : null}
            <DataTable caption={text.caption} rows={files} columns={columns} rowId={(f) => f.id} />
          </>
        )}
      </ReadState>
      {adding ? (
        <UploadDialog projectId={projectId} kind={kind} onClose={() => setAdding(false)} />
      ) : null}
    </section>
  );
}
