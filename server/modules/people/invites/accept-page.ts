import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml, layout, renderMessagePage } from '../../../auth/local-provider/pages';
import { linkBase } from '../../../app-services';
import { acceptInvite, lookUpInvite } from './accept';

const MIN_PASSWORD = 10;

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

interface FormState {
  firstName: string;
  lastName: string;
  errors: Partial<Record<'first_name' | 'password' | 'password_confirm', string>>;
}

function field(id: string, label: string, input: string, error?: string) {
  const errorId = `${id}-error`;
  return `<div class="field">
<label for="${id}">${label}</label>
${error ? input.replace('<input ', `<input aria-invalid="true" aria-describedby="${errorId}" `) : input}
${error ? `<p class="field-error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
</div>`;
}

function renderAcceptPage(options: {
  action: string;
  email: string;
  organisationName: string;
  withPassword: boolean;
  state: FormState;
}): string {
  const { state } = options;
  const errorCount = Object.keys(state.errors).length;
  const body = `<h1>Join ${escapeHtml(options.organisationName)}</h1>
<p class="lead">You were invited as <strong>${escapeHtml(options.email)}</strong>.${options.withPassword ? ' Choose your name and a password to finish.' : ' Confirm your name, then sign in with your work account.'}</p>
${errorCount ? `<div class="alert" role="alert"><p>Please correct ${errorCount === 1 ? 'the field' : `the ${errorCount} fields`} below.</p></div>` : ''}
<form method="post" action="${escapeHtml(options.action)}">
${field('first_name', 'First name', `<input id="first_name" name="first_name" autocomplete="given-name" required maxlength="100" value="${escapeHtml(state.firstName)}">`, state.errors.first_name)}
${field('last_name', 'Last name', `<input id="last_name" name="last_name" autocomplete="family-name" maxlength="100" value="${escapeHtml(state.lastName)}">`)}
${
  options.withPassword
    ? field(
        'password',
        `Password (at least ${MIN_PASSWORD} characters)`,
        `<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD}" maxlength="1024">`,
        state.errors.password,
      ) +
      field(
        'password_confirm',
        'Repeat the password',
        `<input id="password_confirm" name="password_confirm" type="password" autocomplete="new-password" required maxlength="1024">`,
        state.errors.password_confirm,
      )
    : ''
}
<button type="submit">Accept the invitation</button>
</form>`;
  return layout({
    title: 'Accept your invitation',
    description: 'Join your organisation on Changecraft.',
    body,
  });
}

/**
 * The page an invitation link opens (outside the SPA: the person has no account yet). With local
 * sign-in they choose a password here; with Entra ID they only confirm their name. Either way
 * they then land in the user configuration wizard, signing in on the way.
 */
export async function registerInviteAcceptPage(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    const rateLimit = { max: 20, timeWindow: '1 minute' };

    const notPending = (reply: FastifyReply, home: string, state: string) =>
      sendPage(
        reply,
        state === 'unknown' ? 404 : 410,
        renderMessagePage({
          title: 'Invitation',
          heading:
            state === 'accepted'
              ? 'This invitation was accepted already'
              : state === 'expired'
                ? 'This invitation has expired'
                : 'This invitation link does not work',
          message:
            state === 'accepted'
              ? 'Sign in to Changecraft with the account you set up.'
              : 'Ask your organisation’s admin to send you a new invitation.',
          link: { href: `${home}/`, text: 'Go to Changecraft' },
        }),
      );

    scope.get<{ Params: { token: string } }>(
      '/invitations/:token',
      { config: { rateLimit } },
      async (request, reply) => {
        const home = linkBase(app, request);
        const found = await lookUpInvite(app.ownerDb, request.params.token);
        if (found.state !== 'pending') return notPending(reply, home, found.state);
        return sendPage(
          reply,
          200,
          renderAcceptPage({
            action: `/invitations/${encodeURIComponent(request.params.token)}`,
            email: found.email,
            organisationName: found.organisationName,
            withPassword: app.authMode === 'local',
            state: { firstName: '', lastName: '', errors: {} },
          }),
        );
      },
    );

    scope.post<{ Params: { token: string }; Body: URLSearchParams }>(
      '/invitations/:token',
      { config: { rateLimit } },
      async (request, reply) => {
        const home = linkBase(app, request);
        const { token } = request.params;
        const found = await lookUpInvite(app.ownerDb, token);
        if (found.state !== 'pending') return notPending(reply, home, found.state);
        const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
        const withPassword = app.authMode === 'local';
        const state: FormState = {
          firstName: (form.get('first_name') ?? '').trim().slice(0, 100),
          lastName: (form.get('last_name') ?? '').trim().slice(0, 100),
          errors: {},
        };
        const password = form.get('password') ?? '';
        if (!state.firstName) state.errors.first_name = 'Enter your first name.';
        if (withPassword) {
          if (password.length < MIN_PASSWORD) {
            state.errors.password = `Choose a password of at least ${MIN_PASSWORD} characters.`;
          } else if (password !== (form.get('password_confirm') ?? '')) {
            state.errors.password_confirm = 'The two passwords are not the same.';
          }
        }
        if (Object.keys(state.errors).length > 0) {
          return sendPage(
            reply,
            400,
            renderAcceptPage({
              action: `/invitations/${encodeURIComponent(token)}`,
              email: found.email,
              organisationName: found.organisationName,
              withPassword,
              state,
            }),
          );
        }
        const outcome = await acceptInvite(app.ownerDb, token, {
          firstName: state.firstName,
          lastName: state.lastName,
          password: withPassword ? password : null,
        });
        if (outcome === 'not-pending') return notPending(reply, home, 'unknown');
        if (outcome === 'no-seat') {
          return sendPage(
            reply,
            409,
            renderMessagePage({
              title: 'Invitation',
              heading: `${found.organisationName} has no free seat for you yet`,
              message:
                'Your invitation is still open. Ask your organisation’s admin to add seats on the billing page, then open this link again.',
              link: { href: `${home}/`, text: 'Go to Changecraft' },
            }),
          );
        }
        return reply.header('Cache-Control', 'no-store').redirect(`${home}/user-config`, 303);
      },
    );
  });
}
