import { Button, Field, Input, Link } from '@fluentui/react-components';
import { ArrowDownloadRegular, OpenRegular } from '@fluentui/react-icons';
import type { ReferenceListName } from '@contract/admin/reference-lists';
import type { ReferenceEntry } from '@contract/admin/reference-lists.schema';
import { useState } from 'react';
import { announceAction } from '@/components/action-toasts';
import { ApiError } from '@/lib/api-client/api-error';
import { saveFile } from '@/lib/api-client/save-file';
import { downloadReferenceEntryFile } from '../api';

/** A template's source while it is being added: a link, or a file to upload instead. */
export interface TemplateSource {
  url: string;
  file: File | null;
}

export const noTemplateSource: TemplateSource = { url: '', file: null };

/** The add form's link and file fields of a link-or-file list (tool templates). */
export function TemplateSourceFields({
  value,
  onChange,
  errors,
  resetKey,
}: {
  value: TemplateSource;
  onChange: (value: TemplateSource) => void;
  errors: { url?: string | undefined; file?: string | undefined };
  /** Changes after each add, so the browser's file picker is emptied too. */
  resetKey: number;
}) {
  return (
    <>
      <Field label="Link" validationMessage={errors.url}>
        <Input
          type="url"
          value={value.url}
          disabled={value.file !== null}
          onChange={(_, data) => onChange({ ...value, url: data.value })}
        />
      </Field>
      <Field
        label="Or a file"
        validationMessage={errors.file}
        hint="PDF, Office documents, images, text; up to 25 MB."
      >
        <input
          key={resetKey}
          aria-label="Or a file"
          type="file"
          onChange={(event) => onChange({ url: '', file: event.target.files?.[0] ?? null })}
        />
      </Field>
    </>
  );
}

/** Opens a template: its link in a new tab, or its file downloaded under its own name. */
export function TemplateOpen({ list, entry }: { list: ReferenceListName; entry: ReferenceEntry }) {
  const [busy, setBusy] = useState(false);
  const fileName = 'file_name' in entry ? entry.file_name : null;
  const url = 'url' in entry ? entry.url : null;
  if (fileName) {
    return (
      <Button
        icon={<ArrowDownloadRegular />}
        disabled={busy}
        aria-label={`Download ${fileName}`}
        onClick={() => {
          setBusy(true);
          downloadReferenceEntryFile(list, entry.id)
            .then(saveFile, (error: unknown) =>
              announceAction({
                title: `${fileName} was not downloaded`,
                intent: 'error',
                ...(error instanceof ApiError ? { body: error.reason } : {}),
              }),
            )
            .finally(() => setBusy(false));
        }}
      >
        {fileName}
      </Button>
    );
  }
  if (!url) return null;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${entry.name}`}>
      <OpenRegular aria-hidden /> Link
    </Link>
  );
}
