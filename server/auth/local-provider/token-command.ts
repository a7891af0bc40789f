import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from '../../db/embedded';
import { acquireInstanceLock, InstanceLockedError } from '../../instance-lock';
import {
  IdentityKeysError,
  loadOrCreateIdentityKeys,
  readLegacyIdentityFiles,
} from '../identity-keys';
import { mintAccessToken, type SigningKeys } from '../signing-keys';
import { findAccountsByEmail } from './accounts';

/** A problem the person running `npm run token` can fix; shown without a stack trace. */
export class TokenCommandError extends Error {}

export const TOKEN_USAGE = `Usage: npm run -s token -- <email> [--expires-in <seconds>]

Prints an access token for the person with that e-mail, signed by the local identity
provider's key, so scripts can call the API:

  curl -H "Authorization: Bearer $(npm run -s token -- admin@demo.changecraft.test)" \\
    https://localhost:5443/api/v1/organisation/`;

const MAX_EXPIRY = 366 * 24 * 60 * 60;

export interface TokenArguments {
  email: string;
  expiresInSeconds: number;
}

function parseExpiry(value: string | undefined): number {
  const seconds = Number(value);
  if (value === undefined || !/^\d+$/.test(value) || seconds < 1 || seconds > MAX_EXPIRY) {
    throw new TokenCommandError(
      `--expires-in takes a whole number of seconds from 1 to ${MAX_EXPIRY}.`,
    );
  }
  return seconds;
}

/** `<email> [--expires-in <seconds>]`; `--help` throws the usage. */
export function parseTokenArguments(argv: readonly string[]): TokenArguments {
  let email: string | undefined;
  let expiresInSeconds = 3600;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '-h' || arg === '--help') throw new TokenCommandError(TOKEN_USAGE);
    if (arg === '--expires-in') {
      expiresInSeconds = parseExpiry(argv[++i]);
    } else if (arg.startsWith('--expires-in=')) {
      expiresInSeconds = parseExpiry(arg.slice('--expires-in='.length));
    } else if (arg.startsWith('-')) {
      throw new TokenCommandError(`Unknown option ${arg}.\n\n${TOKEN_USAGE}`);
    } else if (email === undefined) {
      email = arg.trim();
    } else {
      throw new TokenCommandError(`One e-mail only (got "${email}" and "${arg}").`);
    }
  }
  if (!email) throw new TokenCommandError(`Which person? Give an e-mail.\n\n${TOKEN_USAGE}`);
  return { email, expiresInSeconds };
}

/**
 * An access token for the active person with this e-mail, with exactly the claims the local
 * provider puts in the tokens it issues at sign-in.
 */
export async function accessTokenForEmail(
  db: Database,
  keys: SigningKeys,
  options: {
    issuer: string;
    audience: string;
    scope: string;
    email: string;
    expiresInSeconds: number;
  },
): Promise<string> {
  const accounts = await findAccountsByEmail(db, options.email);
  if (accounts.length === 0) {
    throw new TokenCommandError(`Nobody has the e-mail ${options.email} in this database.`);
  }
  const account = accounts.find((a) => a.isActive);
  if (!account) {
    throw new TokenCommandError(
      `${options.email} is disabled, and the API refuses disabled accounts. Enable it first.`,
    );
  }
  return mintAccessToken(keys, {
    issuer: options.issuer,
    audience: options.audience,
    scope: options.scope,
    subject: { externalId: account.externalId, email: account.email, name: account.name },
    expiresInSeconds: options.expiresInSeconds,
  });
}

/** What a running server writes to `${DATA_DIR}/runtime.json`. */
interface RuntimeInfo {
  databaseUrl?: unknown;
  pid?: unknown;
  url?: unknown;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function runningServer(
  dataDir: string,
): Promise<{ databaseUrl: string; url?: string } | undefined> {
  const file = path.join(dataDir, 'runtime.json');
  if (!existsSync(file)) return undefined;
  let info: RuntimeInfo;
  try {
    info = JSON.parse(await readFile(file, 'utf8')) as RuntimeInfo;
  } catch {
    return undefined;
  }
  const pid = Number(info.pid);
  if (typeof info.databaseUrl !== 'string' || !Number.isInteger(pid) || pid <= 0) return undefined;
  if (!isAlive(pid)) return undefined;
  return {
    databaseUrl: info.databaseUrl,
    ...(typeof info.url === 'string' ? { url: info.url } : {}),
  };
}

export interface TokenDatabase {
  url: string;
  /** Where the URL came from, for error messages. */
  source: 'DATABASE_URL' | 'running server' | 'embedded';
  /**
   * The public URL of the server running on the data folder, if one is: its tokens must carry
   * that server's issuer, whatever PORT this command was started with.
   */
  serverUrl?: string;
  release(): Promise<void>;
}

/**
 * The database to look people up in: DATABASE_URL if set; else the one of the server running
 * on this data folder; else the data folder's embedded PostgreSQL, started for the moment (and
 * the data folder locked meanwhile, so no server starts on it at the same time).
 */
export async function openTokenDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  startEmbedded?: (dir: string) => Promise<EmbeddedDatabase>;
}): Promise<TokenDatabase> {
  const none = async () => undefined;
  if (options.databaseUrl) {
    return { url: options.databaseUrl, source: 'DATABASE_URL', release: none };
  }
  const running = await runningServer(options.dataDir);
  if (running) {
    return {
      url: running.databaseUrl,
      source: 'running server',
      release: none,
      ...(running.url ? { serverUrl: running.url } : {}),
    };
  }

  const pgDir = path.join(options.dataDir, 'pg');
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    throw new TokenCommandError(
      `There is no database in ${options.dataDir} yet. Start the server once (npm start), ` +
        'or set DATABASE_URL.',
    );
  }
  let lock;
  try {
    lock = await acquireInstanceLock(options.dataDir);
  } catch (err) {
    if (err instanceof InstanceLockedError) {
      throw new TokenCommandError(
        `The server (process ${err.pid}) is starting on ${options.dataDir}; try again in a moment.`,
      );
    }
    throw err;
  }
  let embedded: EmbeddedDatabase | undefined;
  try {
    embedded = await (options.startEmbedded ?? startEmbeddedPostgres)(pgDir);
    const url = await ensureDatabase(embedded.url, 'changecraft');
    const started = embedded;
    return {
      url,
      source: 'embedded',
      release: async () => {
        await started.stop();
        await lock.release();
      },
    };
  } catch (err) {
    await embedded?.stop();
    await lock.release();
    throw err;
  }
}

export interface CommandOutput {
  write(text: string): unknown;
}

/**
 * `npm run token -- <email>`: prints the token and nothing else on stdout (so `$(…)` captures
 * it), problems on stderr. Returns the exit code.
 */
export async function runTokenCommand(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  io: { stdout: CommandOutput; stderr: CommandOutput },
): Promise<number> {
  let database: TokenDatabase | undefined;
  try {
    const args = parseTokenArguments(argv);
    const config = loadConfig(env);
    if (config.auth.mode !== 'local') {
      throw new TokenCommandError(
        'npm run token mints tokens of the local identity provider; with AUTH_MODE=entra, get a ' +
          'token from Entra ID instead.',
      );
    }
    database = await openTokenDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    });
    const handle = openDatabase(database.url, { max: 1 });
    try {
      // The keys every replica signs with, from the database (made by the server's first start).
      const keys = await loadOrCreateIdentityKeys(handle.db, {
        secret: config.identityKeysSecret,
        legacy: () => readLegacyIdentityFiles(config.dataDir),
      });
      const token = await accessTokenForEmail(handle.db, keys.signing, {
        issuer: database.serverUrl
          ? `${database.serverUrl.replace(/\/+$/, '')}/oidc`
          : config.auth.issuer,
        audience: config.auth.audience,
        scope: config.auth.scope,
        email: args.email,
        expiresInSeconds: args.expiresInSeconds,
      });
      io.stdout.write(`${token}\n`);
      return 0;
    } catch (err) {
      if (err instanceof TokenCommandError) throw err;
      if (err instanceof IdentityKeysError) throw new TokenCommandError(err.message);
      throw new TokenCommandError(
        `Could not read people or keys from the database (${database.source}): ${(err as Error).message}`,
      );
    } finally {
      await handle.close();
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    io.stderr.write(`${message}\n`);
    return 1;
  } finally {
    await database?.release();
  }
}
