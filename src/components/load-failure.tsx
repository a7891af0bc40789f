import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { ApiError } from '@/lib/api-client/api-error';

export interface LoadFailureProps {
  /** What could not be loaded, e.g. "your projects". */
  what: string;
  error: ApiError | Error;
  /** Reads again (SWR's mutate). */
  retry: () => Promise<unknown>;
}

/** A read that failed: what, why, and a way to try again. */
export function LoadFailure({ what, error, retry }: LoadFailureProps) {
  const [retrying, setRetrying] = useState(false);
  const reason = 'reason' in error ? error.reason : error.message;
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>We could not load {what}.</MessageBarTitle> {reason}
      </MessageBarBody>
      <MessageBarActions>
        <Button
          icon={<ArrowClockwiseRegular />}
          disabled={retrying}
          onClick={() => {
            setRetrying(true);
            void retry().finally(() => setRetrying(false));
          }}
        >
          {retrying ? 'Trying again…' : 'Try again'}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
