import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/support/test-database';
import { demo } from '@tests/support/test-server';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { userProfiles } from '../../db/schema/people';
import { generateSigningKeys, publicJwks, type SigningKeys } from '../signing-keys';
import { SIGN_IN_MESSAGES } from './interactions';
import { createLocalProvider, SPA_CLIENT_ID } from './provider';
import {
  API_SCOPE,
  AUDIENCE,
  authorizeUrl,
  buildIdentityApp,
  formAction,
  hiddenFields,
  ISSUER,
  pkcePair,
  PUBLIC_URL,
  redeemCode,
  REDIRECT_URI,
  refresh,
  responseParams,
  signIn,
  TestBrowser,
  type TokenResponse,
} from './test-browser';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let keys: SigningKeys;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  keys = await generateSigningKeys();
  app = await buildIdentityApp(database.db, keys);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function verifyWithProviderKeys(token: string) {
  return jwtVerify(token, createLocalJWKSet(publicJwks(keys)), { issuer: ISSUER });
}

async function profileWith(accessToken: string) {
  return app.inject({
    method: 'GET',
    url: '/api/v1/get-users-profile/',
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

describe('local OpenID Connect provider: discovery', () => {
  it('publishes the issuer, its endpoints and what MSAL needs', async () => {
    const res = await new TestBrowser(app).get(`${ISSUER}/.well-known/openid-configuration`);
    expect(res.statusCode).toBe(200);
    const doc = res.json<Record<string, unknown>>();
    expect(doc.issuer).toBe(ISSUER);
    expect(doc.authorization_endpoint).toBe(`${ISSUER}/auth`);
    expect(doc.token_endpoint).toBe(`${ISSUER}/token`);
    expect(doc.jwks_uri).toBe(`${ISSUER}/jwks`);
    expect(doc.end_session_endpoint).toBe(`${ISSUER}/session/end`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'offline_access', 'profile', 'email']),
    );
    expect(doc.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    );
    expect(doc.response_types_supported).toEqual(['code']);
  });

  it('publishes the public signing key only', async () => {
    const res = await new TestBrowser(app).get(`${ISSUER}/jwks`);
    expect(res.statusCode).toBe(200);
    const { keys: published } = res.json<{ keys: Record<string, unknown>[] }>();
    expect(published.map((k) => k.kid)).toEqual([keys.keys[0]?.kid]);
    for (const key of published) {
      for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi'])
        expect(key).not.toHaveProperty(secret);
    }
  });
});

describe('local OpenID Connect provider: configuration', () => {
  it('refuses to start without cookie secrets or a signing key', () => {
    const base = {
      issuer: ISSUER,
      publicUrl: PUBLIC_URL,
      db: database.db,
      keys,
      audience: AUDIENCE,
      scope: API_SCOPE,
      cookieKeys: ['a long enough cookie secret'],
    };
    expect(() => createLocalProvider(base)).not.toThrow();
    expect(() => createLocalProvider({ ...base, cookieKeys: [] })).toThrow(/cookieKeys/);
    expect(() => createLocalProvider({ ...base, cookieKeys: ['short'] })).toThrow(/cookieKeys/);
    expect(() => createLocalProvider({ ...base, keys: { keys: [] } })).toThrow(/signing key/);
  });
});

describe('local OpenID Connect provider: signing in', () => {
  it('signs a demo user in through the authorization code flow with PKCE', async () => {
    const browser = new TestBrowser(app);
    const { verifier, challenge } = pkcePair();
    const state = 'state-123';
    const nonce = 'nonce-456';

    const authorize = await browser.get(authorizeUrl({ challenge, state, nonce }));
    expect(authorize.statusCode).toBe(303);
    const interactionUrl = new URL(String(authorize.headers.location), PUBLIC_URL);
    expect(interactionUrl.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    const page = await browser.get(interactionUrl.href);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<title>Sign in · Changecraft</title>');
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toContain('<label for="password">Password</label>');
    expect(formAction(page.body)).toBe(`${interactionUrl.pathname}/login`);

    const wrong = await browser.post(formAction(page.body), {
      email: demo.manager,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('role="alert"');
    expect(wrong.body).toContain(SIGN_IN_MESSAGES.incorrect);
    expect(wrong.body).toContain(`value="${demo.manager}"`);
    expect(wrong.body).toContain('aria-invalid="true"');

    const right = await browser.post(formAction(wrong.body), {
      email: demo.manager.toUpperCase(),
      password: DEMO_PASSWORD,
    });
    expect(right.statusCode).toBe(303);
    const back = await browser.follow(right);
    expect(back.url.startsWith(`${REDIRECT_URI}#`)).toBe(true);
    const response = responseParams(back.url);
    expect(response.get('state')).toBe(state);
    expect(response.get('iss')).toBe(ISSUER);
    const code = response.get('code');
    expect(code).toBeTruthy();

    const tokens = await redeemCode(browser, String(code), verifier);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBeGreaterThan(3500);
    expect(tokens.scope).toBe(API_SCOPE);
    expect(tokens.refresh_token).toBeTruthy();

    // The access token: a JWT for the API, with the claims the API resolves the caller from.
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({
      alg: 'RS256',
      typ: 'at+jwt',
      kid: keys.keys[0]?.kid,
    });
    const { payload: access } = await verifyWithProviderKeys(tokens.access_token);
    const [maya] = await database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.email, demo.manager));
    expect(access).toMatchObject({
      iss: ISSUER,
      aud: AUDIENCE,
      sub: maya?.externalId,
      oid: maya?.externalId,
      email: demo.manager,
      preferred_username: demo.manager,
      name: 'Maya Manager',
      scope: API_SCOPE,
      client_id: SPA_CLIENT_ID,
    });

    // The ID token: the profile MSAL builds its account from.
    const { payload: id } = await verifyWithProviderKeys(tokens.id_token);
    expect(id).toMatchObject({
      aud: SPA_CLIENT_ID,
      sub: maya?.externalId,
      nonce,
      name: 'Maya Manager',
      given_name: 'Maya',
      family_name: 'Manager',
      email: demo.manager,
      email_verified: true,
      preferred_username: demo.manager,
    });

    const profile = await profileWith(tokens.access_token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      email: demo.manager,
      first_name: 'Maya',
      last_name: 'Manager',
    });
  });

  it('refreshes as MSAL does: a new API access token, and the refresh token rotates', async () => {
    const browser = new TestBrowser(app);
    const first = await signIn(browser, demo.office, DEMO_PASSWORD);

    const res = await refresh(browser, first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json<TokenResponse>();
    expect(second.scope).toBe(API_SCOPE);
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    const { payload } = await verifyWithProviderKeys(second.access_token);
    expect(payload).toMatchObject({ aud: AUDIENCE, email: demo.office, name: 'Oscar Office' });
    // The ID token follows the refresh request's scopes (MSAL adds openid and profile).
    expect(decodeJwt(second.id_token)).toMatchObject({
      name: 'Oscar Office',
      preferred_username: demo.office,
    });
    expect((await profileWith(second.access_token)).statusCode).toBe(200);

    // The next refresh uses the rotated token; the spent one is refused.
    const third = await refresh(browser, second.refresh_token);
    expect(third.statusCode).toBe(200);
    const replay = await refresh(browser, first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('treats an e-mail nobody has like a wrong password', async () => {
    const browser = new TestBrowser(app);
    const { challenge } = pkcePair();
    const page = await browser.follow(await browser.get(authorizeUrl({ challenge })));
    const res = await browser.post(formAction(page.res.body), {
      email: 'nobody@demo.changecraft.test',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain(SIGN_IN_MESSAGES.incorrect);
  });

  it('asks for both fields when one is empty', async () => {
    const browser = new TestBrowser(app);
    const { challenge } = pkcePair();
    const page = await browser.follow(await browser.get(authorizeUrl({ challenge })));
    const res = await browser.post(formAction(page.res.body), { email: demo.admin, password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(SIGN_IN_MESSAGES.missing);
  });

  it('refuses a disabled account with a clear message', async () => {
    const browser = new TestBrowser(app);
    const { challenge } = pkcePair();
    const page = await browser.follow(await browser.get(authorizeUrl({ challenge })));
    const res = await browser.post(formAction(page.res.body), {
      email: demo.disabled,
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain(SIGN_IN_MESSAGES.disabled);
    expect(res.headers.location).toBeUndefined();
  });

  it('requires PKCE', async () => {
    const browser = new TestBrowser(app);
    const url = new URL(authorizeUrl({ challenge: 'x' }));
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const res = await browser.get(url.href);
    expect(res.statusCode).toBe(303);
    const response = responseParams(String(res.headers.location));
    expect(response.get('error')).toBe('invalid_request');
    expect(response.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a code redeemed with the wrong verifier', async () => {
    const browser = new TestBrowser(app);
    const { challenge } = pkcePair();
    const page = await browser.follow(await browser.get(authorizeUrl({ challenge })));
    const back = await browser.follow(
      await browser.post(formAction(page.res.body), {
        email: demo.leader,
        password: DEMO_PASSWORD,
      }),
    );
    const code = String(responseParams(back.url).get('code'));
    await expect(redeemCode(browser, code, pkcePair().verifier)).rejects.toThrow(/invalid_grant/);
  });

  it('answers token requests from the SPA’s origins only', async () => {
    const browser = new TestBrowser(app);
    const { verifier, challenge } = pkcePair();
    const page = await browser.follow(await browser.get(authorizeUrl({ challenge })));
    const back = await browser.follow(
      await browser.post(formAction(page.res.body), {
        email: demo.leader,
        password: DEMO_PASSWORD,
      }),
    );
    const code = String(responseParams(back.url).get('code'));
    await expect(
      redeemCode(browser, code, verifier, { origin: 'https://evil.example' }),
    ).rejects.toThrow(/origin https:\/\/evil\.example not allowed/);
  });

  it('serves the SPA on extra origins (the dev server) too', async () => {
    const devOrigin = 'https://localhost:5173';
    const dev = await buildIdentityApp(database.db, keys, { extraSpaOrigins: [devOrigin] });
    try {
      const browser = new TestBrowser(dev);
      const { verifier, challenge } = pkcePair();
      const redirectUri = `${devOrigin}/redirect.html`;
      const page = await browser.follow(
        await browser.get(authorizeUrl({ challenge, redirectUri })),
      );
      const back = await browser.follow(
        await browser.post(formAction(page.res.body), {
          email: demo.leader,
          password: DEMO_PASSWORD,
        }),
      );
      expect(back.url.startsWith(`${redirectUri}#`)).toBe(true);
      const code = String(responseParams(back.url).get('code'));
      const tokens = await redeemCode(browser, code, verifier, { redirectUri, origin: devOrigin });
      expect(decodeJwt(tokens.access_token)).toMatchObject({ aud: AUDIENCE, email: demo.leader });

      const elsewhere = new TestBrowser(app);
      const refused = await elsewhere.get(authorizeUrl({ challenge, redirectUri }));
      expect(refused.statusCode).toBe(400);
    } finally {
      await dev.close();
    }
  });

  it('renders an error page, not JSON, for a request with an unknown redirect_uri', async () => {
    const browser = new TestBrowser(app);
    const url = new URL(authorizeUrl({ challenge: pkcePair().challenge }));
    url.searchParams.set('redirect_uri', 'https://evil.example/cb');
    const res = await browser.get(url.href);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('We could not complete sign-in');
    expect(res.body).toContain('redirect_uri');
    expect(res.body).not.toContain('evil.example/cb"');
  });

  it('answers an expired or foreign sign-in page with a way back', async () => {
    const browser = new TestBrowser(app);
    const res = await browser.get(`${ISSUER}/interaction/not-a-real-one`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This sign-in page has expired');
    expect(res.body).toContain(`href="${PUBLIC_URL}/"`);
  });

  it('signs in silently (prompt=none) while the provider session lasts', async () => {
    const browser = new TestBrowser(app);
    await signIn(browser, demo.employee, DEMO_PASSWORD);
    const { verifier, challenge } = pkcePair();
    const res = await browser.get(authorizeUrl({ challenge, prompt: 'none' }));
    expect(res.statusCode).toBe(303);
    const code = responseParams(String(res.headers.location)).get('code');
    expect(code).toBeTruthy();
    const tokens = await redeemCode(browser, String(code), verifier);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ email: demo.employee });

    const stranger = new TestBrowser(app);
    const refused = await stranger.get(authorizeUrl({ challenge, prompt: 'none' }));
    expect(responseParams(String(refused.headers.location)).get('error')).toBe('login_required');
  });

  it('shows the sign-in page again for prompt=select_account and switches the account', async () => {
    const browser = new TestBrowser(app);
    await signIn(browser, demo.employee, DEMO_PASSWORD);
    const { verifier, challenge } = pkcePair();
    const page = await browser.follow(
      await browser.get(authorizeUrl({ challenge, prompt: 'select_account' })),
    );
    expect(page.res.statusCode).toBe(200);
    expect(page.res.body).toContain('Sign in');
    const back = await browser.follow(
      await browser.post(formAction(page.res.body), { email: demo.admin, password: DEMO_PASSWORD }),
    );
    const code = responseParams(back.url).get('code');
    expect(code).toBeTruthy();
    const tokens = await redeemCode(browser, String(code), verifier);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ email: demo.admin });
  });

  it('fills in the e-mail MSAL passes as login_hint', async () => {
    const browser = new TestBrowser(app);
    const page = await browser.follow(
      await browser.get(
        authorizeUrl({ challenge: pkcePair().challenge, loginHint: '"><script>x</script>' }),
      ),
    );
    expect(page.res.body).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(page.res.body).not.toContain('<script>x');
  });

  it('limits sign-in attempts per client address', async () => {
    const limited = await buildIdentityApp(database.db, keys, { signInAttemptsPerMinute: 3 });
    try {
      const browser = new TestBrowser(limited, '203.0.113.50');
      const page = await browser.follow(
        await browser.get(authorizeUrl({ challenge: pkcePair().challenge })),
      );
      const action = formAction(page.res.body);
      for (let i = 0; i < 3; i++) {
        const res = await browser.post(action, { email: demo.admin, password: 'guess' });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await browser.post(action, { email: demo.admin, password: DEMO_PASSWORD });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['content-type']).toMatch(/^text\/html/);
      expect(blocked.body).toContain(SIGN_IN_MESSAGES.throttled);
      expect(blocked.body).toContain('role="alert"');

      const elsewhere = new TestBrowser(limited, '203.0.113.51');
      const other = await elsewhere.follow(
        await elsewhere.get(authorizeUrl({ challenge: pkcePair().challenge })),
      );
      const ok = await elsewhere.post(formAction(other.res.body), {
        email: demo.admin,
        password: DEMO_PASSWORD,
      });
      expect(ok.statusCode).toBe(303);
    } finally {
      await limited.close();
    }
  });

  it('stops refreshing and asks to sign in again once the account is disabled', async () => {
    const browser = new TestBrowser(app);
    const tokens = await signIn(browser, 'tom.turner@demo.changecraft.test', DEMO_PASSWORD);
    await database.db
      .update(userProfiles)
      .set({ isActive: false })
      .where(eq(userProfiles.email, 'tom.turner@demo.changecraft.test'));
    try {
      const res = await refresh(browser, tokens.refresh_token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_grant' });

      const silent = await browser.get(
        authorizeUrl({ challenge: pkcePair().challenge, prompt: 'none' }),
      );
      expect(responseParams(String(silent.headers.location)).get('error')).toBe('login_required');

      const page = await browser.follow(
        await browser.get(authorizeUrl({ challenge: pkcePair().challenge })),
      );
      expect(page.res.statusCode).toBe(200);
      const again = await browser.post(formAction(page.res.body), {
        email: 'tom.turner@demo.changecraft.test',
        password: DEMO_PASSWORD,
      });
      expect(again.statusCode).toBe(403);
      expect(again.body).toContain(SIGN_IN_MESSAGES.disabled);
    } finally {
      await database.db
        .update(userProfiles)
        .set({ isActive: true })
        .where(eq(userProfiles.email, 'tom.turner@demo.changecraft.test'));
    }
  });
});

describe('local OpenID Connect provider: signing out', () => {
  it('signs out without asking, returns to the app, and ends the refresh token', async () => {
    const browser = new TestBrowser(app);
    const tokens = await signIn(browser, demo.leader, DEMO_PASSWORD);
    const signedOut = `${PUBLIC_URL}/auth/signed-out`;

    // MSAL's logoutRedirect: post_logout_redirect_uri and state, no client_id, no id_token_hint.
    const page = await browser.get(
      `${ISSUER}/session/end?${new URLSearchParams({
        post_logout_redirect_uri: signedOut,
        state: 'bye',
        logout_hint: demo.leader,
      }).toString()}`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    const script = /<script>([^<]*)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(script).toContain('.submit()');
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));

    const form = hiddenFields(page.body);
    expect(form.logout).toBe('yes');
    const confirm = await browser.post(formAction(page.body), form);
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`${signedOut}?state=bye`);

    const res = await refresh(browser, tokens.refresh_token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_grant' });
    const silent = await browser.get(
      authorizeUrl({ challenge: pkcePair().challenge, prompt: 'none' }),
    );
    expect(responseParams(String(silent.headers.location)).get('error')).toBe('login_required');
  });

  it('says so when no way back was given', async () => {
    const browser = new TestBrowser(app);
    await signIn(browser, demo.leader, DEMO_PASSWORD);
    const page = await browser.get(`${ISSUER}/session/end`);
    const form = hiddenFields(page.body);
    const done = await browser.follow(await browser.post(formAction(page.body), form));
    expect(done.res.statusCode).toBe(200);
    expect(done.res.body).toContain('You are signed out');
  });
});

describe('local OpenID Connect provider: restart', () => {
  it('keeps sessions and refresh tokens across a rebuilt provider on the same database', async () => {
    const browser = new TestBrowser(app);
    const tokens = await signIn(browser, demo.admin, DEMO_PASSWORD);

    const restarted = await buildIdentityApp(database.db, keys);
    try {
      browser.app = restarted;
      const res = await refresh(browser, tokens.refresh_token);
      expect(res.statusCode).toBe(200);
      expect(decodeJwt(res.json<TokenResponse>().access_token)).toMatchObject({
        email: demo.admin,
      });

      const { verifier, challenge } = pkcePair();
      const silent = await browser.get(authorizeUrl({ challenge, prompt: 'none' }));
      const code = responseParams(String(silent.headers.location)).get('code');
      expect(code).toBeTruthy();
      const again = await redeemCode(browser, String(code), verifier);
      const profile = await restarted.inject({
        method: 'GET',
        url: '/api/v1/get-users-profile/',
        headers: { authorization: `Bearer ${again.access_token}` },
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ email: demo.admin, first_name: 'Ada' });
    } finally {
      browser.app = app;
      await restarted.close();
    }
  });
});
