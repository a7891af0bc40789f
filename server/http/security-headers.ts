import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Hosts allowed to frame the app: Teams (work, consumer, government), Outlook on the web and
 * desktop's web views, and the Microsoft 365 app (office.com, microsoft365.com, cloud.microsoft).
 */
export const frameAncestors = [
  "'self'",
  'https://teams.microsoft.com',
  'https://*.teams.microsoft.com',
  'https://teams.live.com',
  'https://*.teams.live.com',
  'https://*.teams.microsoft.us',
  'https://local.teams.office.com',
  'https://*.office.com',
  'https://outlook.office.com',
  'https://outlook.office365.com',
  'https://outlook.live.com',
  'https://*.outlook.com',
  'https://*.microsoft365.com',
  'https://*.cloud.microsoft',
  'https://*.office365.com',
];

/**
 * The headers helmet sets with `options`, worked out once. Helmet builds its middleware, CSP
 * parsing included, each time it is called, and @fastify/helmet called it on every request:
 * about a tenth of a cached read's CPU went to producing the same dozen headers again.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  // Helmet's middleware only sets and removes response headers; none of ours depends on the
  // request (no nonce, no function directive), so one run gives every request's headers.
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    response as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (err?: unknown) => {
      if (err) throw err;
    },
  );
  return Object.fromEntries(headers);
}

/** A CSP source that allows exactly this inline script (its SHA-256). */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** `csp` with these sources (script hashes) added to its `script-src`. */
export function withScriptSources(csp: string, sources: readonly string[]): string {
  if (sources.length === 0) return csp;
  return csp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => (d.split(/\s+/)[0] === 'script-src' ? `${d} ${sources.join(' ')}` : d))
    .join('; ');
}

/** Security headers with a CSP fit for a Teams tab, an Outlook pane and a browser app. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { dev: boolean } = { dev: false },
): void {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        // office.js comes from Microsoft's CDN and only inside the Outlook pane.
        scriptSrc: [
          "'self'",
          'https://appsforoffice.microsoft.com',
          'https://res.cdn.office.net',
          // Only in `npm run dev`: Vite's React refresh preamble is an inline script.
          ...(options.dev ? ["'unsafe-inline'"] : []),
        ],
        // Fluent UI (Griffel) inserts its atomic styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', 'https://res.cdn.office.net'],
        connectSrc: [
          "'self'",
          'https://login.microsoftonline.com',
          'https://graph.microsoft.com',
          // teams-js fetches Microsoft's current list of Teams host origins from here.
          'https://res.cdn.office.net',
          'https://*.ingest.sentry.io',
          'https://*.ingest.de.sentry.io',
          'https://api2.amplitude.com',
          'https://api.eu.amplitude.com',
        ],
        frameSrc: ["'self'", 'https://login.microsoftonline.com'],
        frameAncestors,
        formAction: ["'self'"],
        upgradeInsecureRequests: [],
      },
    },
    // frame-ancestors decides who may frame us; X-Frame-Options would block Teams outright.
    frameguard: false,
    // MSAL's popup and redirect-bridge flows need the opener (SPEC: redirect.html without COOP).
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const entries = Object.entries(headers);
  // On the raw response, as helmet did: responses written past Fastify (the sign-in provider's)
  // carry them too, and a route's own header still wins.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });
}
