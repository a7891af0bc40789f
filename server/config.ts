import path from 'node:path';
import { z } from 'zod';
import type { IntegrationSettings } from './integrations/integrations';
import { servingProcessCount } from './serving-processes';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(5443),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  /**
   * Where requests connect, as a role without superuser or RLS bypass. Default: the
   * `changecraft_app` role on DATABASE_URL's server, made a login role at start.
   */
  DATABASE_APP_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `local` runs the built-in OpenID Connect provider; `entra` trusts Microsoft Entra ID. */
  AUTH_MODE: z.enum(['local', 'entra']).default('local'),
  ENTRA_TENANT_ID: z.string().optional(),
  ENTRA_API_AUDIENCE: z.string().optional(),
  ENTRA_ISSUER: z.string().optional(),
  ENTRA_JWKS_URI: z.string().optional(),
  API_AUDIENCE: z.string().default('api://changecraft'),
  /**
   * Local sign-in: seals the provider's private keys in the database (AES-256-GCM); unset, they
   * are stored as they are, readable to whoever can read the database as its owner.
   */
  IDENTITY_KEYS_SECRET: z.string().min(32, 'give at least 32 characters').optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Trust X-Forwarded-* from this many proxy hops (0: the server faces clients directly). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  RATE_LIMIT_PUBLIC_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Server processes on this machine sharing the port (`auto`: one per core). */
  WEB_CONCURRENCY: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
  /** How long a replica may serve a cached read (0: off); every write drops it sooner. */
  RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(15_000),
  /** Signed-in API requests per person and minute, per replica (0: no limit, e.g. for benches). */
  RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().min(0).default(1800),
  /** Local sign-in: sign-in form posts per client address and minute (password guessing). */
  SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Local sign-in: token requests per client, client address and minute. */
  TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Mail: `local` keeps an outbox (and .eml files); `smtp` or `graph` really send. */
  MAIL_TRANSPORT: z.enum(['local', 'smtp', 'graph']).default('local'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Changecraft <no-reply@changecraft.local>'),
  /** Microsoft 365 app registration for Teams, Outlook, Viva Engage and SharePoint. */
  GRAPH_TENANT_ID: z.string().optional(),
  GRAPH_CLIENT_ID: z.string().optional(),
  GRAPH_CLIENT_SECRET: z.string().optional(),
  /** Files in Azure Blob Storage instead of DATA_DIR/files. */
  AZURE_STORAGE_CONNECTION_STRING: z.string().optional(),
  AZURE_STORAGE_CONTAINER: z.string().default('changecraft'),
  /** Stripe billing; without both, the local plan ledger takes payments. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Processes serving the port together (WEB_CONCURRENCY). */
  servingProcesses: number;
  databaseUrl: string | undefined;
  databaseAppUrl: string | undefined;
  logLevel: string;
  seedDemo: boolean;
  rateLimitPublicPerMinute: number;
  rateLimitApiPerMinute: number;
  /** The built-in provider's limits per client address (AUTH_MODE=local only). */
  signInAttemptsPerMinute: number;
  tokenRequestsPerMinute: number;
  /** Per-replica lifetime of cached reads in ms (0: off); see server/http/response-cache.ts. */
  responseCacheTtlMs: number;
  trustProxyHops: number;
  /** Seals the local provider's keys at rest (server/auth/identity-keys.ts); optional. */
  identityKeysSecret: string | undefined;
  integrations: IntegrationSettings;
  auth:
    | { mode: 'local'; issuer: string; audience: string; scope: string }
    | { mode: 'entra'; issuer: string; audience: string; jwksUri: string; tenantId?: string };
}

/** Reads the configuration from the environment (see `.env.example`); throws a readable error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `https://localhost:${e.PORT}`).replace(/\/$/, '');
  let auth: AppConfig['auth'];
  if (e.AUTH_MODE === 'entra') {
    if (!e.ENTRA_TENANT_ID || !e.ENTRA_API_AUDIENCE) {
      throw new Error('AUTH_MODE=entra needs ENTRA_TENANT_ID and ENTRA_API_AUDIENCE.');
    }
    auth = {
      mode: 'entra',
      tenantId: e.ENTRA_TENANT_ID,
      issuer: e.ENTRA_ISSUER ?? `https://login.microsoftonline.com/${e.ENTRA_TENANT_ID}/v2.0`,
      audience: e.ENTRA_API_AUDIENCE,
      jwksUri:
        e.ENTRA_JWKS_URI ??
        `https://login.microsoftonline.com/${e.ENTRA_TENANT_ID}/discovery/v2.0/keys`,
    };
  } else {
    auth = {
      mode: 'local',
      issuer: `${publicUrl}/oidc`,
      audience: e.API_AUDIENCE,
      scope: `${e.API_AUDIENCE}/access_as_user`,
    };
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    servingProcesses: servingProcessCount(e.WEB_CONCURRENCY),
    databaseUrl: e.DATABASE_URL,
    databaseAppUrl: e.DATABASE_APP_URL,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    rateLimitPublicPerMinute: e.RATE_LIMIT_PUBLIC_PER_MINUTE,
    rateLimitApiPerMinute: e.RATE_LIMIT_API_PER_MINUTE,
    signInAttemptsPerMinute: e.SIGN_IN_ATTEMPTS_PER_MINUTE,
    tokenRequestsPerMinute: e.TOKEN_REQUESTS_PER_MINUTE,
    responseCacheTtlMs: e.RESPONSE_CACHE_TTL_MS,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    identityKeysSecret: e.IDENTITY_KEYS_SECRET,
    integrations: {
      dataDir: path.resolve(e.DATA_DIR),
      publicUrl,
      mailFrom: e.MAIL_FROM,
      mailTransport: e.MAIL_TRANSPORT,
      ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}),
      ...(e.GRAPH_TENANT_ID && e.GRAPH_CLIENT_ID && e.GRAPH_CLIENT_SECRET
        ? {
            graph: {
              tenantId: e.GRAPH_TENANT_ID,
              clientId: e.GRAPH_CLIENT_ID,
              clientSecret: e.GRAPH_CLIENT_SECRET,
            },
          }
        : {}),
      ...(e.AZURE_STORAGE_CONNECTION_STRING
        ? {
            azureBlob: {
              connectionString: e.AZURE_STORAGE_CONNECTION_STRING,
              container: e.AZURE_STORAGE_CONTAINER,
            },
          }
        : {}),
      ...(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET } }
        : {}),
    },
    auth,
  };
}
