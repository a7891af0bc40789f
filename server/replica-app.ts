import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import { loadOrCreateIdentityKeys, readLegacyIdentityFiles } from './auth/identity-keys';
import type { SigningKeys } from './auth/signing-keys';
import { createTokenVerifier } from './auth/verify-token';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { createIntegrations } from './integrations/integrations';

export interface ReplicaOptions {
  config: AppConfig;
  /** The owner's pool, with the request role connected (`connectRequestRole`). */
  database: DatabaseHandle;
  /** The owner's connection string: pg-boss and the write notifications use it. */
  databaseUrl: string;
  log?: (line: string) => void;
  /** What only a served replica has: its certificate, the built SPA, dev mode, icons. */
  serving?: Pick<BuildAppOptions, 'https' | 'spaDir' | 'devMode' | 'iconsDir' | 'fastify'>;
}

/**
 * One replica of the server, made from its configuration and the database alone: the local
 * provider's keys come from the database (made by whichever replica starts first), the issuer
 * from PUBLIC_URL, so any number of replicas on one database sign and accept the same tokens,
 * share sign-ins, and run each scheduled job once (pg-boss on the same database).
 */
export async function buildReplicaApp(options: ReplicaOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  let localKeys: SigningKeys | undefined;
  let identity: BuildAppOptions['identity'];
  if (config.auth.mode === 'local') {
    const keys = await loadOrCreateIdentityKeys(database.db, {
      secret: config.identityKeysSecret,
      legacy: () => readLegacyIdentityFiles(config.dataDir),
      ...(options.log ? { log: options.log } : {}),
    });
    localKeys = keys.signing;
    const { createLocalIdentity } = await import('./auth/local-provider/local-identity');
    identity = createLocalIdentity({
      issuer: config.auth.issuer,
      publicUrl: config.publicUrl,
      db: database.db,
      keys: keys.signing,
      audience: config.auth.audience,
      scope: config.auth.scope,
      cookieKeys: keys.cookieKeys,
      showDemoHint: config.env !== 'production',
      signInAttemptsPerMinute: config.signInAttemptsPerMinute,
      tokenRequestsPerMinute: config.tokenRequestsPerMinute,
    });
  }
  return buildApp({
    config,
    jobsConnectionString: options.databaseUrl,
    writesFrom: options.databaseUrl,
    responseCache: { ttlMs: config.responseCacheTtlMs },
    services: { publicUrl: config.publicUrl, authMode: config.auth.mode },
    db: database.db,
    integrations: await createIntegrations(database.db, config.integrations),
    verifyToken: createTokenVerifier(config.auth, localKeys),
    ...(identity ? { identity } : {}),
    ...options.serving,
  });
}
