import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowSyncRegular, CopyRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { announceAction } from '@/components/action-toasts';
import { ReadState } from '@/components/read-state';
import {
  useActivityFeed,
  useRenewActivityFeed,
  useStopActivityFeed,
} from '@/features/activities/hooks';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  steps: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

type Busy = 'renew' | 'stop' | undefined;

/**
 * "Subscribe in your calendar": the address of the person's My activities feed, to paste in
 * Outlook ("Add calendar" → "Subscribe from web"), with copy, a new address (the old one stops
 * working) and stop.
 */
export function CalendarSubscriptionDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const feed = useActivityFeed();
  const renew = useRenewActivityFeed();
  const stop = useStopActivityFeed();
  const [busy, setBusy] = useState<Busy>();
  const [failure, setFailure] = useState<string>();
  const [copied, setCopied] = useState(false);

  async function run(kind: NonNullable<Busy>, work: () => Promise<unknown>, done: string) {
    setBusy(kind);
    setFailure(undefined);
    setCopied(false);
    try {
      await work();
      announceAction({ title: done, intent: 'success' });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(undefined);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setFailure('Your browser did not allow copying. Select the address and copy it.');
    }
  }

  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface aria-describedby="calendar-subscription-help">
        <DialogBody>
          <DialogTitle>Subscribe in your calendar</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1 id="calendar-subscription-help">
              Your activities, across projects, in Outlook or any calendar app. It updates by itself
              when plans change. Anyone with the address can read it, so keep it to yourself.
            </Body1>
            <ReadState read={feed} what="your calendar address" rows={1}>
              {({ url }) =>
                url ? (
                  <>
                    <Field
                      label="Calendar address"
                      hint={copied ? 'Copied. Paste it in your calendar app.' : undefined}
                    >
                      <Input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
                    </Field>
                    <ol className={styles.steps}>
                      <li>In Outlook, open the calendar and choose Add calendar.</li>
                      <li>Choose Subscribe from web, paste the address and import it.</li>
                    </ol>
                    <div className={styles.row}>
                      <Button
                        appearance="primary"
                        icon={<CopyRegular />}
                        onClick={() => void copy(url)}
                      >
                        Copy address
                      </Button>
                      <Button
                        icon={<ArrowSyncRegular />}
                        disabled={busy !== undefined}
                        onClick={() =>
                          void run(
                            'renew',
                            () => renew(),
                            'New calendar address made. The old one no longer works.',
                          )
                        }
                      >
                        {busy === 'renew' ? 'Making a new address…' : 'New address'}
                      </Button>
                      <Button
                        icon={<DismissCircleRegular />}
                        disabled={busy !== undefined}
                        onClick={() =>
                          void run('stop', () => stop(), 'Calendar subscription stopped.')
                        }
                      >
                        {busy === 'stop' ? 'Stopping…' : 'Stop subscription'}
                      </Button>
                    </div>
                    <Body1>
                      A new address stops the old one: calendars subscribed with it get nothing
                      more.
                    </Body1>
                  </>
                ) : (
                  <div className={styles.row}>
                    <Button
                      appearance="primary"
                      disabled={busy !== undefined}
                      onClick={() => void run('renew', () => renew(), 'Calendar address made.')}
                    >
                      {busy === 'renew' ? 'Making the address…' : 'Make my calendar address'}
                    </Button>
                  </div>
                )
              }
            </ReadState>
            {failure ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
