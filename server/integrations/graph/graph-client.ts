import type { Client } from '@microsoft/microsoft-graph-client';

export interface GraphCredentials {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** Token endpoint host; tests point it at their recorded responses. */
  authority?: string;
}

/**
 * How long a cached token must still be valid to be used: Graph refuses a Teams activity
 * notification (412 Precondition Failed) sent with a token that expires within 45 minutes.
 */
export const TOKEN_MIN_REMAINING_MS = 46 * 60_000;

/**
 * An app-only access token (client credentials) for `scope`, cached while it has more than
 * `TOKEN_MIN_REMAINING_MS` to live, so that a burst of sends costs one token request.
 */
export function clientCredentialsTokens(credentials: GraphCredentials) {
  const cache = new Map<string, { token: string; expiresAt: number }>();
  return async function token(scope: string): Promise<string> {
    const cached = cache.get(scope);
    if (cached && cached.expiresAt > Date.now() + TOKEN_MIN_REMAINING_MS) return cached.token;
    const authority = credentials.authority ?? 'https://login.microsoftonline.com';
    const res = await fetch(`${authority}/${credentials.tenantId}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        scope,
        grant_type: 'client_credentials',
      }),
    });
    if (!res.ok) throw new Error(`Microsoft Entra ID refused a token (${res.status}).`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    cache.set(scope, { token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 });
    return body.access_token;
  };
}

export type TokenSource = (scope: string) => Promise<string>;

/**
 * The Microsoft Graph JS client, authorised with the app's own token; loaded only where Graph is
 * configured.
 */
export async function graphClient(tokens: TokenSource): Promise<Client> {
  const { Client } = await import('@microsoft/microsoft-graph-client');
  return Client.init({
    authProvider: (done) => {
      tokens('https://graph.microsoft.com/.default').then(
        (t) => done(null, t),
        (err: unknown) => done(err instanceof Error ? err : new Error(String(err)), null),
      );
    },
  });
}
