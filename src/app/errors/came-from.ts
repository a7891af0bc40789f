import { safeReturnPath } from '@/app/paths';

/** The in-app path an error page was sent from (router state `from`), if there was one. */
export function cameFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const from = (state as { from: unknown }).from;
  return typeof from === 'string' && from === safeReturnPath(from) ? from : undefined;
}

/** The server's "… is turned off for your organisation." that sent the user to an error page. */
export function featureOffReason(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('featureOff' in state)) return undefined;
  const reason = (state as { featureOff: unknown }).featureOff;
  return typeof reason === 'string' ? reason : undefined;
}
