/**
 * Whether an error means the database could not be reached or dropped the connection (a
 * restart, a crash, a failover), rather than refusing the statement: the request is answered
 * 503 and the pool reconnects on the next one.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  // Drizzle wraps the driver's error ("Failed query: …") and keeps it as the cause.
  if (err.cause !== undefined && err.cause !== err && isDatabaseUnavailable(err.cause)) return true;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08: connection exception; 57P01-57P03: shutting down, crashed, starting up.
    if (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code)) return true;
  }
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
    err.message,
  );
}
