import { getTableName } from 'drizzle-orm';
import pg from 'pg';
import { billingEvents } from './schema/billing';
import { identityKeys, oidcPayloads } from './schema/identity';
import { jobRuns } from './schema/job-runs';

export const WRITES_CHANNEL = 'changecraft_writes';

/**
 * Tables whose writes are not reported (write-notify.sql leaves them without the trigger):
 * bookkeeping that no cached answer, caller or flag is read from. A tenant job's claim of its
 * run (`job_runs`: every per-minute schedule writes one per organisation, work or not), the
 * sign-in provider's sessions and grants (`oidc_payloads`, written with owner rights, so they
 * would read as a write to every organisation) and its keys (`identity_keys`, likewise), and the
 * billing provider's replayed-event ledger (`billing_events`; the subscription it changes is
 * reported). Work a job really does
 * writes its own tables in the same transaction, and those are reported. Reporting these
 * emptied every organisation's cached answers each minute and on anyone's sign-in anywhere.
 */
export const unreportedTables: readonly string[] = [
  jobRuns,
  oidcPayloads,
  identityKeys,
  billingEvents,
].map((table) => getTableName(table));

export interface WriteListener {
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

export interface WriteListenerEvents {
  /**
   * Rows of `table` changed in an organisation (its id), or in any organisation (`'all'`);
   * `table` is undefined when the notification does not say (a server of an older version).
   */
  onWrite(organisationId: number | 'all', table: string | undefined): void;
  /** Listening works (again): from now on every committed write is reported. */
  onListening(): void;
  /** The connection is lost: writes may go unreported until `onListening` is called again. */
  onLost(): void;
}

const MAX_BACKOFF_MS = 5_000;

/**
 * `<organisation id>:<table>` (write-notify.sql). Anything else (an owner-rights write's `*`, or
 * a payload this version does not understand) reads as a write to every organisation.
 */
export function parseWriteNotice(payload: string): {
  organisationId: number | 'all';
  table: string | undefined;
} {
  const colon = payload.indexOf(':');
  const id = Number(colon === -1 ? payload : payload.slice(0, colon));
  return {
    organisationId: Number.isSafeInteger(id) && id > 0 ? id : 'all',
    table: colon === -1 ? undefined : payload.slice(colon + 1),
  };
}

/**
 * Listens on its own connection for the notification every committed write sends
 * (`write-notify.sql`). When the connection breaks (PostgreSQL restarted, network), it reports
 * the loss at once and reconnects with backoff (250 ms doubling up to 5 s), so whoever relies on
 * the reports knows exactly when they cannot be trusted.
 */
export function listenForWrites(
  connectionString: string,
  events: WriteListenerEvents,
): WriteListener {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let backoff = 250;

  const scheduleRetry = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, backoff);
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  };

  /** The listening connection `which` broke: report it once and connect again. */
  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    which.removeAllListeners('notification');
    which.end().catch(() => undefined);
    events.onLost();
    scheduleRetry();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString, application_name: 'changecraft-writes' });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      const { organisationId, table } = parseWriteNotice(message.payload ?? '');
      events.onWrite(organisationId, table);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${WRITES_CHANNEL}`);
    } catch {
      next.end().catch(() => undefined);
      scheduleRetry();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    backoff = 250;
    events.onListening();
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
