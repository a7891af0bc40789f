import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(5443),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `local` runs the built-in OpenID Connect provider; `entra` trusts Microsoft Entra ID. */
  AUTH_MODE: z.enum(['local', 'entra']).default('local'),
  ENTRA_TENANT_ID: z.string().optional(),
  ENTRA_API_AUDIENCE: z.string().optional(),
  ENTRA_ISSUER: z.string().optional(),
  ENTRA_JWKS_URI: z.string().optional(),
  API_AUDIENCE: z.string().default('api://changecraft'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Trust X-Forwarded-* from this many proxy hops (0: the server faces clients directly). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  RATE_LIMIT_PUBLIC_PER_MINUTE: z.coerce.number().int().min(1).default(60),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  seedDemo: boolean;
  rateLimitPublicPerMinute: number;
  trustProxyHops: number;
  auth:
    | { mode: 'local'; issuer: string; audience: string; scope: string }
    | { mode: 'entra'; issuer: string; audience: string; jwksUri: string };
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
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    rateLimitPublicPerMinute: e.RATE_LIMIT_PUBLIC_PER_MINUTE,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    auth,
  };
}
