import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import type { FilterOptions } from '@contract/reports/portfolio.schema';
import { saveFile } from '@/lib/api-client/save-file';
import { ApiError } from '@/lib/api-client/api-error';
import { clearDeck, downloadDeck, exportDeck } from '../api';
import { useExportStatus } from '../hooks';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const problem = (err: unknown, fallback: string) =>
  err instanceof ApiError ? (err.detail ?? err.reason) : fallback;

/**
 * Exports a project's status deck to PowerPoint. The deck is built in the background; this polls
 * its status, downloads it as soon as it is ready for the person who asked, then clears it.
 */
export function DeckExport({ projects }: { projects: FilterOptions['projects'] }) {
  const styles = useStyles();
  const [projectId, setProjectId] = useState(String(projects[0]?.id ?? ''));
  const [started, setStarted] = useState(false);
  const [note, setNote] = useState<{ intent: 'success' | 'error'; text: string }>();
  const status = useExportStatus(true);
  // The export being taken: the status read may still say "ready" for it after it was cleared
  // (a render before the read refreshes), and it must not be downloaded twice.
  const taken = useRef<number | null>(null);
  const current = status.data;

  useEffect(() => {
    if (current?.status !== 'ready' || !current.is_originator) return;
    if (taken.current === current.export_id) return;
    taken.current = current.export_id;
    void (async () => {
      try {
        const file = await downloadDeck();
        saveFile(file);
        await clearDeck();
        setNote({ intent: 'success', text: `Downloaded ${file.fileName}` });
      } catch (err) {
        setNote({ intent: 'error', text: problem(err, 'The deck could not be downloaded.') });
      } finally {
        setStarted(false);
        await status.mutate();
      }
    })();
  }, [current, status]);

  const building = current?.status === 'building' || started;
  const mine = current?.is_originator ?? false;
  async function start() {
    setNote(undefined);
    setStarted(true);
    try {
      const next = await exportDeck({
        projectId: Number(projectId),
        templateName: 'project-status',
      });
      await status.mutate(next, { revalidate: false });
    } catch (err) {
      setStarted(false);
      setNote({ intent: 'error', text: problem(err, 'The export could not start.') });
    }
  }

  return (
    <section aria-labelledby="deck-export" className={styles.stack}>
      <h2 id="deck-export">PowerPoint</h2>
      <div className={styles.bar}>
        <Field label="Project">
          <Select value={projectId} onChange={(_e, d) => setProjectId(d.value)}>
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </Field>
        <Button appearance="primary" disabled={building || !projectId} onClick={() => void start()}>
          Export deck
        </Button>
      </div>
      {building ? (
        <Field
          validationState="none"
          validationMessage={
            mine || started
              ? 'Building the deck… it downloads when it is ready.'
              : 'Someone else’s deck is being built; you can export when it is done.'
          }
        >
          <ProgressBar aria-label="Building the deck" />
        </Field>
      ) : null}
      {current?.status === 'failed' && mine ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {current.error ?? 'The deck could not be built.'} Export it again to retry.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {note ? (
        <MessageBar intent={note.intent} role="status">
          <MessageBarBody>{note.text}</MessageBarBody>
        </MessageBar>
      ) : null}
    </section>
  );
}
