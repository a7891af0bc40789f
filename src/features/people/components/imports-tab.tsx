import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useId, useRef, useState } from 'react';
import { PEOPLE_CSV_MAX_ROWS, peopleCsvColumns } from '@contract/people/imports';
import type { PeopleImportPreview } from '@contract/people/imports.schema';
import { announceAction } from '@/components/action-toasts';
import { useFormat } from '@/lib/format/use-format';
import { FormFailure } from '@/components/form/form-failure';
import { ApiError } from '@/lib/api-client/api-error';
import { previewPeopleCsv } from '../api';
import { useCommitPeopleCsv, useImport } from '../hooks';
import { ImportHistory } from './import-history';
import { ImportPreview } from './import-preview';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
});

function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = Object.values(error.fieldErrors ?? {}).flat();
    return fields.length ? fields.join(' ') : error.message;
  }
  return 'The file could not be read.';
}

/** Imports: upload a CSV, see what each row would do, apply the accepted rows, see past imports. */
export function ImportsTab({ scope }: { scope: 'admin' | 'people_manager' }) {
  const format = useFormat();
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<PeopleImportPreview | null>(null);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [running, setRunning] = useState<number>();
  const commit = useCommitPeopleCsv();
  const progress = useImport(running);

  const reset = () => {
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = '';
  };

  const act = async (run: () => Promise<void>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await run();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const accepted = preview ? preview.created + preview.updated : 0;
  const job = progress.data;
  return (
    <div className={styles.root}>
      <section className={styles.section} aria-labelledby="import-upload">
        <Subtitle2 as="h2" id="import-upload">
          Import people from a CSV file
        </Subtitle2>
        <Field
          label={{ children: 'CSV file', htmlFor: inputId }}
          hint={`Columns: ${peopleCsvColumns.join(', ')}. Only email is required; up to ${format.number(PEOPLE_CSV_MAX_ROWS)} rows.`}
        >
          <input
            id={inputId}
            ref={input}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setPreview(null);
              setFailure(undefined);
            }}
          />
        </Field>
        <div className={styles.row}>
          <Button
            appearance={preview ? 'secondary' : 'primary'}
            disabled={!file || busy}
            onClick={() =>
              void act(async () => {
                if (file) setPreview(await previewPeopleCsv(file));
              })
            }
          >
            {busy && !preview ? 'Reading the file…' : 'Preview import'}
          </Button>
          {preview ? (
            <>
              <Button
                appearance="primary"
                disabled={busy || accepted === 0}
                onClick={() =>
                  void act(async () => {
                    if (!file) return;
                    const done = await commit(file, scope);
                    if (done.status === 'running') setRunning(done.id);
                    announceAction({
                      title:
                        done.status === 'running'
                          ? `Importing ${format.number(accepted)} people`
                          : `Imported ${done.file_name}`,
                      body: `${done.created} created, ${done.updated} updated, ${done.rejected} rejected.`,
                    });
                    reset();
                  })
                }
              >
                {busy ? 'Importing…' : `Import ${format.number(accepted)} people`}
              </Button>
              <Button disabled={busy} onClick={reset}>
                Choose another file
              </Button>
            </>
          ) : null}
        </div>
        <FormFailure message={failure} title="The import did not go through." />
        {job && job.status === 'running' ? (
          <Field
            label={`Importing ${job.file_name}`}
            hint={`${format.number(job.processed_rows)} of ${format.number(job.total_rows)} rows`}
          >
            <ProgressBar value={job.total_rows ? job.processed_rows / job.total_rows : 0} />
          </Field>
        ) : null}
        {job && job.status === 'failed' ? (
          <MessageBar intent="error">
            <MessageBarBody>
              {job.file_name} failed: {job.error ?? 'unknown error'}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        {preview ? <ImportPreview preview={preview} /> : null}
      </section>
      <section className={styles.section} aria-labelledby="import-history">
        <Subtitle2 as="h2" id="import-history">
          Past imports
        </Subtitle2>
        <ImportHistory />
      </section>
    </div>
  );
}
