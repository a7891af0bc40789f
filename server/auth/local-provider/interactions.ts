import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import type { Database } from '../../db/client';
import { checkCredentials } from './accounts';
import { renderMessagePage, renderSignInPage } from './pages';
import { OIDC_SCOPES } from './provider';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export const SIGN_IN_MESSAGES = {
  incorrect: 'Email or password is incorrect.',
  disabled: 'This account is disabled. Ask your administrator.',
  missing: 'Enter your email and password.',
  throttled: 'Too many sign-in attempts. Wait a minute, then try again.',
} as const;

export interface InteractionOptions {
  provider: Provider;
  db: Database;
  publicUrl: string;
  audience: string;
  scope: string;
  /** The provider's path on this origin, e.g. `/oidc`. */
  mountPath: string;
  showDemoHint: boolean;
  signInAttemptsPerMinute: number;
}

const oidcScopes = new Set<string>(OIDC_SCOPES);
const FIELD_LIMIT = 1024;

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

function requestedScopes(interaction: Interaction): string[] {
  const scope = interaction.params.scope;
  return typeof scope === 'string' ? scope.split(' ').filter(Boolean) : [];
}

function wantsAccountSelection(interaction: Interaction): boolean {
  const prompt = interaction.params.prompt;
  return typeof prompt === 'string' && prompt.split(' ').includes('select_account');
}

/**
 * Consent for the first-party SPA is implicit: the grant gets the OpenID scopes asked for and
 * the API's scope, extending the grant the session already has for this person if any.
 */
async function grantConsent(
  options: InteractionOptions,
  interaction: Interaction,
  accountId: string,
): Promise<string> {
  const { provider } = options;
  const clientId = String(interaction.params.client_id);
  let grant = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  if (!grant || grant.accountId !== accountId || grant.clientId !== clientId) {
    grant = new provider.Grant({ accountId, clientId });
  }
  const oidc = requestedScopes(interaction).filter((s) => oidcScopes.has(s));
  if (oidc.length > 0) grant.addOIDCScope(oidc);
  grant.addResourceScope(options.audience, options.scope);
  const missingClaims = interaction.prompt.details.missingOIDCClaims;
  if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims.map(String));
  return grant.save();
}

/**
 * The sign-in pages of the local provider, on Fastify beside it: GET shows the form (or
 * completes consent at once), POST checks the password and hands the result to the provider.
 */
export async function registerInteractions(
  app: FastifyInstance,
  options: InteractionOptions,
): Promise<void> {
  const { provider, mountPath } = options;
  const home = `${options.publicUrl}/`;
  const actionFor = (uid: string) => `${mountPath}/interaction/${encodeURIComponent(uid)}/login`;

  function expired(reply: FastifyReply) {
    return sendPage(
      reply,
      400,
      renderMessagePage({
        title: 'Sign-in expired',
        heading: 'This sign-in page has expired',
        message: 'Go back to Changecraft and sign in again.',
        link: { href: home, text: 'Back to Changecraft' },
      }),
    );
  }

  /** The interaction of this browser, if it is the one in the URL and still open. */
  async function interactionOf(
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
  ) {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch (err) {
      if (err instanceof errors.SessionNotFound) return undefined;
      throw err;
    }
  }

  function signInPage(
    reply: FastifyReply,
    status: number,
    uid: string,
    email: string | undefined,
    error?: { message: string; invalidFields: boolean },
  ) {
    return sendPage(
      reply,
      status,
      renderSignInPage({
        action: actionFor(uid),
        email,
        error,
        showDemoHint: options.showDemoHint,
      }),
    );
  }

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );

    scope.setErrorHandler(
      (error: FastifyError, request: FastifyRequest<{ Params: { uid?: string } }>, reply) => {
        if (error.statusCode === 429 && request.params.uid) {
          return signInPage(reply, 429, request.params.uid, undefined, {
            message: SIGN_IN_MESSAGES.throttled,
            invalidFields: false,
          });
        }
        const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
        if (status === 500) request.log.error({ err: error }, 'sign-in page failed');
        return sendPage(
          reply,
          status,
          renderMessagePage({
            title: 'Sign-in problem',
            heading: 'We could not complete sign-in',
            message: 'Go back to Changecraft and try again.',
            link: { href: home, text: 'Back to Changecraft' },
          }),
        );
      },
    );

    scope.get<{ Params: { uid: string } }>(
      `${mountPath}/interaction/:uid`,
      async (request, reply) => {
        const interaction = await interactionOf(request, reply);
        if (!interaction) return expired(reply);
        const { prompt } = interaction;
        if (prompt.name === 'consent') {
          const accountId = interaction.session?.accountId;
          if (!accountId) return expired(reply);
          const grantId = await grantConsent(options, interaction, accountId);
          const returnTo = await provider.interactionResult(request.raw, reply.raw, {
            consent: { grantId },
          });
          return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303);
        }
        const hint = interaction.params.login_hint;
        return signInPage(reply, 200, interaction.uid, typeof hint === 'string' ? hint : undefined);
      },
    );

    scope.post<{ Params: { uid: string }; Body: URLSearchParams | undefined }>(
      `${mountPath}/interaction/:uid/login`,
      {
        config: {
          rateLimit: { max: options.signInAttemptsPerMinute, timeWindow: '1 minute' },
        },
      },
      async (request, reply) => {
        const interaction = await interactionOf(request, reply);
        if (!interaction || interaction.prompt.name === 'consent') return expired(reply);
        const form = request.body instanceof URLSearchParams ? request.body : undefined;
        const email = (form?.get('email') ?? '').trim().slice(0, FIELD_LIMIT);
        const password = form?.get('password') ?? '';
        if (!email || !password || password.length > FIELD_LIMIT) {
          return signInPage(reply, 400, interaction.uid, email, {
            message: SIGN_IN_MESSAGES.missing,
            invalidFields: true,
          });
        }
        const check = await checkCredentials(options.db, email, password);
        if (check.outcome === 'invalid') {
          return signInPage(reply, 401, interaction.uid, email, {
            message: SIGN_IN_MESSAGES.incorrect,
            invalidFields: true,
          });
        }
        if (check.outcome === 'disabled') {
          return signInPage(reply, 403, interaction.uid, email, {
            message: SIGN_IN_MESSAGES.disabled,
            invalidFields: false,
          });
        }
        const accountId = check.account.externalId;
        const grantId = await grantConsent(options, interaction, accountId);
        const result: InteractionResults = {
          login: { accountId, amr: ['pwd'], remember: true },
          consent: { grantId },
          ...(wantsAccountSelection(interaction) ? { select_account: {} } : {}),
        };
        const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
          mergeWithLastSubmission: false,
        });
        request.log.info({ sub: accountId }, 'signed in');
        return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303);
      },
    );
  });
}
