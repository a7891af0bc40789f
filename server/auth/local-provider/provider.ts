import Provider, {
  errors,
  interactionPolicy,
  type Account,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Database } from '../../db/client';
import { scriptHash, withScriptSources } from '../../http/security-headers';
import type { SigningKeys } from '../signing-keys';
import { findAccountByExternalId, type LocalAccount } from './accounts';
import { postgresAdapterFactory } from './adapter';
import { msalCompatibility } from './msal-compatibility';
import { renderMessagePage, renderSignOutPage, signOutScript } from './pages';

/** The SPA: a public client (no secret) that signs in with the authorization code flow + PKCE. */
export const SPA_CLIENT_ID = 'changecraft-spa';

/** The OpenID Connect scopes the provider knows; the API's scope is a resource scope. */
export const OIDC_SCOPES = ['openid', 'offline_access', 'profile', 'email'] as const;

const minutes = 60;
const hours = 60 * minutes;
const days = 24 * hours;

/** How long things live. A rotated refresh token keeps its chain's end: 14 days from sign-in. */
export const lifetimes = {
  accessToken: 1 * hours,
  authorizationCode: 1 * minutes,
  idToken: 1 * hours,
  interaction: 1 * hours,
  session: 14 * days,
  grant: 14 * days,
  refreshToken: 14 * days,
};

export interface LocalProviderOptions {
  issuer: string;
  publicUrl: string;
  /**
   * Other origins the SPA is served from besides `publicUrl` (the Vite dev server): each gets
   * the same redirect URIs and may call the token endpoint cross-origin.
   */
  extraSpaOrigins?: readonly string[];
  db: Database;
  keys: SigningKeys;
  audience: string;
  scope: string;
  cookieKeys: string[];
}

/** The standard claims of a person, as the ID token and the access token carry them. */
export function accountClaims(account: LocalAccount) {
  return {
    sub: account.externalId,
    email: account.email,
    email_verified: true,
    name: account.name,
    given_name: account.givenName,
    family_name: account.familyName,
    preferred_username: account.email,
  };
}

function toProviderAccount(account: LocalAccount): Account {
  return {
    accountId: account.externalId,
    claims: () => accountClaims(account),
  };
}

/**
 * Lets one inline script run on a page the provider renders: its SHA-256 joins `script-src` of
 * the CSP the security headers already set (the same way oidc-provider treats its own pages).
 */
export function allowInlineScript(ctx: KoaContextWithOIDC, script: string): void {
  const csp = ctx.response.get('content-security-policy');
  if (!csp) return;
  ctx.set('content-security-policy', withScriptSources(csp, [scriptHash(script)]));
}

function appHome(publicUrl: string): string {
  return `${publicUrl}/`;
}

/**
 * The interaction policy: oidc-provider's login and consent prompts, plus
 * - `select_account` (MSAL sends `prompt=select_account`): shows the sign-in page so another
 *   account can be chosen;
 * - a login check that asks again when the session's person no longer exists or was disabled,
 *   instead of issuing a code that the token endpoint would then refuse.
 */
function interactionPolicyFor(): interactionPolicy.Prompt[] {
  const { Check, Prompt, base } = interactionPolicy;
  const policy = base();
  const login = policy.get('login');
  login?.checks.add(
    new Check(
      'account_unavailable',
      'The signed-in account is no longer available',
      'login_required',
      (ctx) =>
        ctx.oidc.session?.accountId && !ctx.oidc.account
          ? Check.REQUEST_PROMPT
          : Check.NO_NEED_TO_PROMPT,
    ),
  );
  policy.add(new Prompt({ name: 'select_account', requestable: true }), 1);
  return policy;
}

/** The provider's configuration: one first-party SPA client, JWT access tokens for the API. */
export function createLocalProvider(options: LocalProviderOptions): Provider {
  const { db, audience, scope } = options;
  if (options.cookieKeys.length === 0 || options.cookieKeys.some((k) => k.length < 16)) {
    throw new Error('cookieKeys: give at least one secret of 16 or more characters.');
  }
  if (options.keys.keys.length === 0) throw new Error('keys: no signing key.');
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const mountPath = new URL(options.issuer).pathname.replace(/\/$/, '');
  const spaOrigins = [
    ...new Set([publicUrl, ...(options.extraSpaOrigins ?? [])].map((o) => new URL(o).origin)),
  ];

  async function findActiveAccount(sub: string): Promise<LocalAccount | undefined> {
    const account = await findAccountByExternalId(db, sub);
    return account?.isActive ? account : undefined;
  }

  const configuration: Configuration = {
    adapter: postgresAdapterFactory(db),
    clients: [
      {
        client_id: SPA_CLIENT_ID,
        client_name: 'Changecraft',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        redirect_uris: spaOrigins.flatMap((o) => [
          `${o}/redirect.html`,
          `${o}/auth/callback`,
          `${o}/`,
        ]),
        post_logout_redirect_uris: spaOrigins.flatMap((o) => [`${o}/auth/signed-out`, `${o}/`]),
      },
    ],
    jwks: { keys: options.keys.keys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: options.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    scopes: [...OIDC_SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
    },
    // The ID token carries the profile and e-mail claims itself, as Entra's does; MSAL builds
    // its account from the ID token and never calls userinfo.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    // Token requests from the SPA's own origins only.
    clientBasedCORS: (_ctx, origin, client) =>
      (client.redirectUris ?? []).some((uri) => new URL(uri).origin === origin),
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Signing out asks nothing: the page submits its form at once and the provider returns
        // to the app's post_logout_redirect_uri.
        logoutSource(ctx) {
          const state = ctx.oidc.session?.state as { secret?: unknown } | undefined;
          allowInlineScript(ctx, signOutScript);
          ctx.type = 'html';
          ctx.body = renderSignOutPage({
            action: ctx.oidc.urlFor('end_session_confirm'),
            xsrf: typeof state?.secret === 'string' ? state.secret : '',
          });
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = renderMessagePage({
            title: 'Signed out',
            heading: 'You are signed out',
            message: 'You have signed out of Changecraft.',
            link: { href: appHome(publicUrl), text: 'Sign in again' },
          });
        },
      },
      resourceIndicators: {
        enabled: true,
        // MSAL sends no `resource`: every authorization request is for the API, so the code,
        // the refresh token and each access token minted from them are for the API audience.
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope,
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: lifetimes.accessToken,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    findAccount: async (_ctx, sub) => {
      const account = await findActiveAccount(sub);
      return account ? toProviderAccount(account) : undefined;
    },
    // The API resolves the caller from `oid` (Entra's directory object id) and `email`.
    extraTokenClaims: async (ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      if (!accountId) return undefined;
      const account = await findActiveAccount(accountId);
      if (!account) return undefined;
      const claims = accountClaims(account);
      return {
        oid: account.externalId,
        email: claims.email,
        preferred_username: claims.preferred_username,
        name: claims.name,
      };
    },
    // MSAL always asks for offline_access, but without prompt=consent oidc-provider drops that
    // scope from the request. The SPA is first party: it always gets a refresh token, bound to
    // the sign-in session (signing out ends it) and rotated on every use.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: () => true,
    rotateRefreshToken: () => true,
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? lifetimes.accessToken,
      AuthorizationCode: lifetimes.authorizationCode,
      IdToken: lifetimes.idToken,
      Interaction: lifetimes.interaction,
      Session: lifetimes.session,
      Grant: lifetimes.grant,
      RefreshToken: (ctx) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        return rotated ? rotated.remainingTTL : lifetimes.refreshToken;
      },
    },
    interactions: {
      policy: interactionPolicyFor(),
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = renderMessagePage({
        title: 'Sign-in problem',
        heading: 'We could not complete sign-in',
        message:
          'Go back to Changecraft and try again. If it happens again, tell your administrator.',
        link: { href: appHome(publicUrl), text: 'Back to Changecraft' },
        details: out.error_description ? `${out.error}: ${out.error_description}` : out.error,
      });
    },
  };

  const provider = new Provider(options.issuer, configuration);
  // The mount (local-identity.ts) overwrites Host and X-Forwarded-* with the configured public
  // origin and Fastify's proxy-checked client address before a request reaches the provider,
  // so what the provider reads from them is ours, never the client's.
  provider.proxy = true;
  provider.use(msalCompatibility({ clientId: SPA_CLIENT_ID }));
  return provider;
}
