import { Button, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';

/** What an assessment shows before it is started: why it matters, and Start for those who edit. */
export function StartAssessment({
  title,
  message,
  canEdit,
  start,
}: {
  title: string;
  message: string;
  canEdit: boolean;
  start: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  return (
    <EmptyState
      headingLevel="h3"
      title={title}
      message={canEdit ? message : `${message} The project’s change team starts it.`}
      action={
        canEdit ? (
          <div>
            <Button
              appearance="primary"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                setFailure(undefined);
                try {
                  await start();
                } catch (error) {
                  setFailure(error instanceof Error ? error.message : 'It could not be started.');
                } finally {
                  setBusy(false);
                }
              }}
            >
              Start
            </Button>
            {failure && (
              <Text role="alert" block style={{ color: tokens.colorPaletteRedForeground1 }}>
                {failure}
              </Text>
            )}
          </div>
        ) : undefined
      }
    />
  );
}
