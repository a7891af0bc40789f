import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import type { SigningKeys } from '../signing-keys';
import { createTokenVerifier } from '../verify-token';
import { createLocalIdentity, type LocalIdentityOptions } from './local-identity';
import { SPA_CLIENT_ID } from './provider';

/** Test support for the local provider: an app on a test database and a browser that drives it. */

export const PUBLIC_URL = 'https://changecraft.test';
export const ISSUER = `${PUBLIC_URL}/oidc`;
export const AUDIENCE = 'api://changecraft';
export const API_SCOPE = 'api://changecraft/access_as_user';
export const REDIRECT_URI = `${PUBLIC_URL}/redirect.html`;
/** What MSAL asks for at sign-in: its default OpenID scopes plus the API's. */
export const MSAL_SCOPE = `${API_SCOPE} openid profile offline_access email`;

export async function buildIdentityApp(
  db: Database,
  keys: SigningKeys,
  extra: Partial<LocalIdentityOptions> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { logLevel: 'silent', rateLimitPublicPerMinute: 1000, env: 'test', trustProxyHops: 1 },
    db,
    verifyToken: createTokenVerifier(
      { mode: 'local', issuer: ISSUER, audience: AUDIENCE, scope: API_SCOPE },
      keys,
    ),
    identity: createLocalIdentity({
      issuer: ISSUER,
      publicUrl: PUBLIC_URL,
      db,
      keys,
      audience: AUDIENCE,
      scope: API_SCOPE,
      cookieKeys: ['test cookie key one', 'test cookie key two'],
      ...extra,
    }),
  });
  await app.ready();
  return app;
}

interface StoredCookie {
  value: string;
  path: string;
}

/** PKCE pair as MSAL makes it: a random verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/**
 * A browser on https://changecraft.test: keeps cookies by path, sends them back, and follows
 * nothing by itself so each redirect can be checked.
 */
let browsers = 0;

export class TestBrowser {
  private cookies = new Map<string, StoredCookie>();

  /** Each browser comes from its own address, so sign-in rate limits do not meet across tests. */
  constructor(
    public app: FastifyInstance,
    private readonly clientAddress = `198.51.100.${(browsers++ % 250) + 1}`,
  ) {}

  cookieNames(): string[] {
    return [...this.cookies.keys()];
  }

  private cookieHeader(path: string): string | undefined {
    const matching = [...this.cookies.entries()].filter(
      ([, c]) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
    );
    return matching.length
      ? matching.map(([name, c]) => `${name}=${c.value}`).join('; ')
      : undefined;
  }

  private remember(res: LightMyRequestResponse) {
    const header = res.headers['set-cookie'];
    const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', val = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = val;
        if (key.toLowerCase() === 'expires' && new Date(val).getTime() <= Date.now())
          expired = true;
        if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
      }
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    options: { form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const target = new URL(url, PUBLIC_URL);
    if (target.origin !== PUBLIC_URL)
      throw new Error(`The test browser stays on ${PUBLIC_URL}: ${url}`);
    const cookie = this.cookieHeader(target.pathname);
    const res = await this.app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      headers: {
        host: target.host,
        'x-forwarded-proto': 'https',
        'x-forwarded-for': this.clientAddress,
        ...(cookie ? { cookie } : {}),
        ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...options.headers,
      },
      ...(options.form ? { payload: new URLSearchParams(options.form).toString() } : {}),
    });
    this.remember(res);
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, headers ? { headers } : {});
  }

  post(url: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.request('POST', url, headers ? { form, headers } : { form });
  }

  /**
   * Follows redirects (GET) and forms that submit themselves by script, as a browser does, until
   * a page or a redirect off the provider (to the SPA).
   */
  async follow(res: LightMyRequestResponse): Promise<{ res: LightMyRequestResponse; url: string }> {
    let current = res;
    let url = '';
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.location;
      if (current.statusCode === 200 && /<script>[^<]*\.submit\(\)/.test(current.body)) {
        current = await this.post(formAction(current.body), hiddenFields(current.body));
        continue;
      }
      if (current.statusCode < 300 || current.statusCode >= 400 || typeof location !== 'string') {
        return { res: current, url };
      }
      url = new URL(location, PUBLIC_URL).href;
      if (!new URL(url).pathname.startsWith('/oidc/')) return { res: current, url };
      current = await this.get(url);
    }
    throw new Error('Too many redirects');
  }
}

/** An authorization request as MSAL's loginRedirect sends it (no `resource`, PKCE S256). */
export function authorizeUrl(options: {
  challenge: string;
  state?: string;
  nonce?: string;
  prompt?: string;
  loginHint?: string;
  scope?: string;
  redirectUri?: string;
}): string {
  const params = new URLSearchParams({
    client_id: SPA_CLIENT_ID,
    scope: options.scope ?? MSAL_SCOPE,
    redirect_uri: options.redirectUri ?? REDIRECT_URI,
    'client-request-id': 'c0ffee00-0000-4000-8000-000000000000',
    response_mode: 'fragment',
    response_type: 'code',
    'x-client-SKU': 'msal.js.browser',
    'x-client-VER': '5.29.0',
    client_info: '1',
    code_challenge: options.challenge,
    code_challenge_method: 'S256',
    nonce: options.nonce ?? randomBytes(8).toString('hex'),
    state: options.state ?? randomBytes(8).toString('hex'),
  });
  if (options.prompt) params.set('prompt', options.prompt);
  if (options.loginHint) params.set('login_hint', options.loginHint);
  return `${ISSUER}/auth?${params.toString()}`;
}

/** The authorization response's parameters (MSAL asks for them in the fragment). */
export function responseParams(url: string): URLSearchParams {
  const parsed = new URL(url);
  return new URLSearchParams(parsed.hash ? parsed.hash.slice(1) : parsed.search.slice(1));
}

/** The interaction page's form action, read from the HTML. */
export function formAction(html: string): string {
  const match = /<form [^>]*\baction="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('No form on the page');
  return match[1].replace(/&amp;/g, '&');
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The hidden fields of the page's form, unescaped. */
export function hiddenFields(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)].map((m) => [
      m[1] ?? '',
      (m[2] ?? '').replace(/&(amp|lt|gt|quot|#39);/g, (e) => entities[e] ?? e),
    ]),
  );
}

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/**
 * Signs in through the whole code flow (authorize, sign-in page, redirects, token exchange) and
 * returns the token response.
 */
export async function signIn(
  browser: TestBrowser,
  email: string,
  password: string,
): Promise<TokenResponse> {
  const { verifier, challenge } = pkcePair();
  const start = await browser.follow(await browser.get(authorizeUrl({ challenge })));
  const posted = await browser.post(formAction(start.res.body), { email, password });
  if (posted.statusCode !== 303) throw new Error(`Sign-in refused: ${posted.statusCode}`);
  const back = await browser.follow(posted);
  const code = responseParams(back.url).get('code');
  if (!code) throw new Error(`No code in ${back.url}`);
  return redeemCode(browser, code, verifier);
}

export async function redeemCode(
  browser: TestBrowser,
  code: string,
  verifier: string,
  options: { redirectUri?: string; origin?: string } = {},
): Promise<TokenResponse> {
  const res = await browser.post(
    `${ISSUER}/token`,
    {
      client_id: SPA_CLIENT_ID,
      redirect_uri: options.redirectUri ?? REDIRECT_URI,
      scope: MSAL_SCOPE,
      code,
      code_verifier: verifier,
      grant_type: 'authorization_code',
      client_info: '1',
    },
    { origin: options.origin ?? PUBLIC_URL },
  );
  if (res.statusCode !== 200) throw new Error(`Token exchange failed: ${res.body}`);
  return res.json<TokenResponse>();
}

/** A refresh as MSAL's acquireTokenSilent sends it: API scope plus its default scopes. */
export function refresh(browser: TestBrowser, refreshToken: string) {
  return browser.post(
    `${ISSUER}/token`,
    {
      client_id: SPA_CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      scope: `${API_SCOPE} openid profile offline_access`,
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_info: '1',
    },
    { origin: PUBLIC_URL },
  );
}
