import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { KoaContextWithOIDC } from 'oidc-provider';

/** oidc-provider reads no larger form bodies either. */
const BODY_LIMIT = 56 * 1024;

type Next = () => Promise<unknown>;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > BODY_LIMIT) throw new RangeError('request entity too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, size);
}

/**
 * A request that carries `body` instead of what the client sent, with everything else (headers,
 * socket, URL) of the original, for oidc-provider to read as if it came from the client.
 */
function requestWithBody(original: IncomingMessage, body: Buffer): IncomingMessage {
  const replacement = Readable.from([body], { objectMode: false });
  return Object.assign(replacement, {
    headers: { ...original.headers, 'content-length': String(body.length) },
    rawHeaders: original.rawHeaders,
    method: original.method,
    url: original.url,
    originalUrl: (original as IncomingMessage & { originalUrl?: string }).originalUrl,
    httpVersion: original.httpVersion,
    httpVersionMajor: original.httpVersionMajor,
    httpVersionMinor: original.httpVersionMinor,
    socket: original.socket,
    complete: true,
  }) as unknown as IncomingMessage;
}

/**
 * Refresh requests: a refresh token is itself the offline access, but MSAL adds the
 * `offline_access` scope to every refresh request, and oidc-provider refuses a scope the
 * refresh token was not granted. oidc-provider never grants `offline_access` without
 * `prompt=consent`, which MSAL does not send, so that scope is dropped from the request.
 */
export function withoutOfflineAccess(form: URLSearchParams): boolean {
  if (form.get('grant_type') !== 'refresh_token') return false;
  const requested = form.get('scope');
  if (requested === null) return false;
  const scopes = requested.split(' ').filter(Boolean);
  if (!scopes.includes('offline_access')) return false;
  const kept = scopes.filter((s) => s !== 'offline_access');
  if (kept.length > 0) form.set('scope', kept.join(' '));
  else form.delete('scope');
  return true;
}

/**
 * Koa middleware run before oidc-provider's routes, for what MSAL does differently from a
 * textbook client:
 * - refresh requests ask for `offline_access` again (see `withoutOfflineAccess`);
 * - `logoutRedirect` sends neither `client_id` nor `id_token_hint`, without which oidc-provider
 *   ignores `post_logout_redirect_uri`; this provider has one client, so it is that one.
 */
export function msalCompatibility(options: { clientId: string }) {
  return async function msalCompatibilityMiddleware(ctx: KoaContextWithOIDC, next: Next) {
    if (
      ctx.method === 'POST' &&
      ctx.path === '/token' &&
      ctx.is('application/x-www-form-urlencoded') &&
      ctx.req.readable
    ) {
      let body: Buffer;
      try {
        body = await readBody(ctx.req);
      } catch {
        ctx.status = 400;
        ctx.body = {
          error: 'invalid_request',
          error_description: 'failed to parse the request body',
        };
        return undefined;
      }
      const form = new URLSearchParams(body.toString('utf8'));
      const replacement = requestWithBody(
        ctx.req,
        withoutOfflineAccess(form) ? Buffer.from(form.toString(), 'utf8') : body,
      );
      ctx.req = replacement;
      ctx.request.req = replacement;
    } else if (ctx.method === 'GET' && ctx.path === '/session/end') {
      const query = new URLSearchParams(ctx.querystring);
      if (!query.has('client_id') && !query.has('id_token_hint')) {
        query.set('client_id', options.clientId);
        const req = ctx.req as IncomingMessage & { originalUrl?: string };
        const before = req.url ?? '';
        ctx.querystring = query.toString();
        // oidc-provider finds its mount path by cutting the request URL off the original one.
        if (req.originalUrl?.endsWith(before)) {
          req.originalUrl =
            req.originalUrl.slice(0, req.originalUrl.length - before.length) + (req.url ?? '');
        }
      }
    }
    return next();
  };
}
