import type { Formatter } from '@contract/shared/formatting';
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { DirectorySync } from '@contract/people/directory.schema';
import { FormFailure } from '@/components/form/form-failure';
import { useFormat } from '@/lib/format/use-format';
import { ReadState } from '@/components/read-state';
import { ApiError } from '@/lib/api-client/api-error';
import { useDirectoryStatus, useRefreshDirectory } from '../hooks';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
  },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' },
  term: { fontWeight: tokens.fontWeightSemibold },
  definition: { margin: 0 },
});

const statusLabels: Record<DirectorySync['status'], string> = {
  queued: 'Waiting to start',
  running: 'Running',
  succeeded: 'Finished',
  failed: 'Failed',
};

function when(stamp: string | null, format: Formatter): string {
  return stamp ? format.timestamp(stamp) : 'Never';
}

/** Directory: where people and groups come from, when they were last synced, and a refresh. */
export function DirectorySyncTab() {
  const format = useFormat();
  const styles = useStyles();
  const read = useDirectoryStatus();
  const refresh = useRefreshDirectory();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await refresh();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.reason : 'The sync could not start.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.root} aria-labelledby="directory-sync">
      <Subtitle2 as="h2" id="directory-sync">
        Directory sync
      </Subtitle2>
      <ReadState read={read} what="the directory status">
        {(status) => {
          const run = status.latest;
          const active = run !== null && (run.status === 'queued' || run.status === 'running');
          return (
            <>
              <dl className={styles.facts}>
                <dt className={styles.term}>Source</dt>
                <dd className={styles.definition}>
                  {status.source === 'graph'
                    ? 'Microsoft Entra ID (Microsoft Graph)'
                    : 'This organisation’s own people, departments and sites'}
                </dd>
                <dt className={styles.term}>Last synced</dt>
                <dd className={styles.definition}>{when(status.last_synced_at, format)}</dd>
                {run ? (
                  <>
                    <dt className={styles.term}>Latest run</dt>
                    <dd className={styles.definition}>
                      {statusLabels[run.status]}, started {when(run.started_at, format)}:{' '}
                      {format.number(run.groups_done)} of {format.number(run.groups_total)} groups,{' '}
                      {format.number(run.members_linked)} memberships linked
                    </dd>
                  </>
                ) : null}
              </dl>
              {active ? (
                <Field
                  label="Syncing group memberships"
                  hint={`${format.number(run.groups_done)} of ${format.number(run.groups_total)} groups`}
                >
                  <ProgressBar value={run.groups_total ? run.groups_done / run.groups_total : 0} />
                </Field>
              ) : null}
              {run?.status === 'failed' ? (
                <MessageBar intent="error">
                  <MessageBarBody>
                    The last sync failed: {run.error ?? 'unknown error'}
                  </MessageBarBody>
                </MessageBar>
              ) : null}
              <div>
                <Button
                  appearance="primary"
                  icon={<ArrowSyncRegular />}
                  disabled={busy || active}
                  onClick={() => void start()}
                >
                  {active ? 'Sync running…' : 'Refresh group memberships'}
                </Button>
              </div>
              <Text size={200}>
                Groups synced from a directory group take their members from the directory at each
                refresh, and every night when the organisation has the nightly sync on.
              </Text>
              <FormFailure message={failure} title="The sync did not start." />
            </>
          );
        }}
      </ReadState>
    </section>
  );
}
