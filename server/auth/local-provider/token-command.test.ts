import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/support/test-database';
import { demo } from '@tests/support/test-server';
import { userProfiles } from '../../db/schema/people';
import { loadOrCreateIdentityKeys } from '../identity-keys';
import { generateSigningKeys } from '../signing-keys';
import { createTokenVerifier } from '../verify-token';
import {
  accessTokenForEmail,
  openTokenDatabase,
  parseTokenArguments,
  runTokenCommand,
  TOKEN_USAGE,
  TokenCommandError,
} from './token-command';

const local = {
  mode: 'local' as const,
  issuer: 'https://localhost:5443/oidc',
  audience: 'api://changecraft',
  scope: 'api://changecraft/access_as_user',
};

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'changecraft-token-'));
});

afterAll(async () => {
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function capture() {
  let text = '';
  return {
    write: (chunk: string) => {
      text += chunk;
      return true;
    },
    get text() {
      return text;
    },
  };
}

describe('parseTokenArguments', () => {
  it('takes an e-mail and an optional expiry', () => {
    expect(parseTokenArguments([demo.admin])).toEqual({
      email: demo.admin,
      expiresInSeconds: 3600,
    });
    expect(parseTokenArguments([demo.admin, '--expires-in', '600'])).toEqual({
      email: demo.admin,
      expiresInSeconds: 600,
    });
    expect(parseTokenArguments(['--expires-in=60', demo.admin]).expiresInSeconds).toBe(60);
  });

  it('explains what is wrong', () => {
    expect(() => parseTokenArguments([])).toThrow(/Give an e-mail/);
    expect(() => parseTokenArguments([demo.admin, '--expires-in'])).toThrow(/whole number/);
    expect(() => parseTokenArguments([demo.admin, '--expires-in', '-5'])).toThrow(/whole number/);
    expect(() => parseTokenArguments([demo.admin, '--expires-in', '1.5'])).toThrow(/whole number/);
    expect(() => parseTokenArguments([demo.admin, '--lifetime', '5'])).toThrow(/Unknown option/);
    expect(() => parseTokenArguments([demo.admin, demo.office])).toThrow(/One e-mail only/);
    expect(() => parseTokenArguments(['--help'])).toThrow(TOKEN_USAGE);
  });
});

describe('accessTokenForEmail', () => {
  it('mints a token the API verifier accepts, with the person’s claims', async () => {
    const keys = await generateSigningKeys();
    const token = await accessTokenForEmail(database.db, keys, {
      ...local,
      email: 'Manager@Demo.Changecraft.Test',
      expiresInSeconds: 900,
    });
    const claims = await createTokenVerifier(local, keys)(token);
    const [maya] = await database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.email, demo.manager));
    expect(claims).toEqual({ oid: maya?.externalId, email: demo.manager });
    const payload = decodeJwt(token);
    expect(payload).toMatchObject({
      iss: local.issuer,
      aud: local.audience,
      sub: maya?.externalId,
      name: 'Maya Manager',
      preferred_username: demo.manager,
      scope: local.scope,
    });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(900);
  });

  it('refuses someone unknown and someone disabled', async () => {
    const keys = await generateSigningKeys();
    const options = { ...local, expiresInSeconds: 60 };
    await expect(
      accessTokenForEmail(database.db, keys, { ...options, email: 'nobody@example.com' }),
    ).rejects.toThrow(
      new TokenCommandError('Nobody has the e-mail nobody@example.com in this database.'),
    );
    await expect(
      accessTokenForEmail(database.db, keys, { ...options, email: demo.disabled }),
    ).rejects.toThrow(/is disabled/);
  });
});

describe('openTokenDatabase', () => {
  it('uses DATABASE_URL first', async () => {
    const found = await openTokenDatabase({ databaseUrl: 'postgres://x/y', dataDir });
    expect(found).toMatchObject({ url: 'postgres://x/y', source: 'DATABASE_URL' });
  });

  it('uses the running server’s database, but not a stopped server’s', async () => {
    const dir = await mkdtemp(path.join(dataDir, 'running-'));
    await writeFile(
      path.join(dir, 'runtime.json'),
      JSON.stringify({ databaseUrl: 'postgres://server/db', pid: process.pid, url: 'https://x' }),
    );
    expect(await openTokenDatabase({ databaseUrl: undefined, dataDir: dir })).toMatchObject({
      url: 'postgres://server/db',
      source: 'running server',
    });

    // A pid far above any pid_max: that server is gone; nothing else exists there either.
    await writeFile(
      path.join(dir, 'runtime.json'),
      JSON.stringify({ databaseUrl: 'postgres://server/db', pid: 2 ** 30, url: 'https://x' }),
    );
    await expect(openTokenDatabase({ databaseUrl: undefined, dataDir: dir })).rejects.toThrow(
      /no database in .* yet\. Start the server once/,
    );
  });

  it('starts the data folder’s PostgreSQL when no server runs, and stops it after', async () => {
    const dir = await mkdtemp(path.join(dataDir, 'embedded-'));
    await mkdir(path.join(dir, 'pg'));
    await writeFile(path.join(dir, 'pg', 'PG_VERSION'), '18\n');
    const events: string[] = [];
    const adminUrl = new URL(database.url);
    adminUrl.pathname = '/postgres';
    const found = await openTokenDatabase({
      databaseUrl: undefined,
      dataDir: dir,
      startEmbedded: async (pgDir) => {
        events.push(`start ${path.relative(dir, pgDir)}`);
        return {
          url: adminUrl.toString(),
          port: Number(adminUrl.port),
          stop: async () => {
            events.push('stop');
          },
        };
      },
    });
    expect(found.source).toBe('embedded');
    expect(new URL(found.url).pathname).toBe('/changecraft');
    // The data folder is locked while the token script uses its database.
    expect(await readFile(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    await found.release();
    expect(events).toEqual(['start pg', 'stop']);
    await expect(readFile(path.join(dir, 'server.lock'), 'utf8')).rejects.toThrow();
  });

  it('waits for a server that holds the data folder but has not said where its database is', async () => {
    const dir = await mkdtemp(path.join(dataDir, 'starting-'));
    await mkdir(path.join(dir, 'pg'));
    await writeFile(path.join(dir, 'pg', 'PG_VERSION'), '18\n');
    await writeFile(path.join(dir, 'server.lock'), String(process.ppid));
    await expect(
      openTokenDatabase({
        databaseUrl: undefined,
        dataDir: dir,
        startEmbedded: () => Promise.reject(new Error('must not start')),
      }),
    ).rejects.toThrow(`The server (process ${process.ppid}) is starting`);
  });
});

describe('runTokenCommand', () => {
  it('prints only the token, signed with the keys the server keeps in the database', async () => {
    const stdout = capture();
    const stderr = capture();
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: '5443' };
    const code = await runTokenCommand([demo.admin, '--expires-in', '120'], env, {
      stdout,
      stderr,
    });
    expect(stderr.text).toBe('');
    expect(code).toBe(0);
    expect(stdout.text).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+\n$/);
    const { signing } = await loadOrCreateIdentityKeys(database.db);
    const claims = await createTokenVerifier(local, signing)(stdout.text.trim());
    expect(claims.email).toBe(demo.admin);
  });

  it('mints for the server running on the data folder, whatever PORT the command sees', async () => {
    const dir = await mkdtemp(path.join(dataDir, 'port-'));
    await writeFile(
      path.join(dir, 'runtime.json'),
      JSON.stringify({
        databaseUrl: database.url,
        pid: process.pid,
        url: 'https://localhost:6001',
      }),
    );
    const stdout = capture();
    const code = await runTokenCommand(
      [demo.admin],
      { DATA_DIR: dir },
      { stdout, stderr: capture() },
    );
    expect(code).toBe(0);
    const { signing } = await loadOrCreateIdentityKeys(database.db);
    const server = { ...local, issuer: 'https://localhost:6001/oidc' };
    const claims = await createTokenVerifier(server, signing)(stdout.text.trim());
    expect(claims.email).toBe(demo.admin);
  });

  it('says what is wrong on stderr and exits 1', async () => {
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
    for (const [argv, message] of [
      [['ghost@example.com'], 'Nobody has the e-mail ghost@example.com in this database.\n'],
      [[demo.disabled], `${demo.disabled} is disabled`],
      [[], 'Give an e-mail'],
    ] as const) {
      const stdout = capture();
      const stderr = capture();
      expect(await runTokenCommand(argv, env, { stdout, stderr })).toBe(1);
      expect(stdout.text).toBe('');
      expect(stderr.text).toContain(message);
    }
  });

  it('refuses when the server trusts Entra ID instead', async () => {
    const stdout = capture();
    const stderr = capture();
    const env = {
      DATA_DIR: dataDir,
      AUTH_MODE: 'entra',
      ENTRA_TENANT_ID: 'contoso',
      ENTRA_API_AUDIENCE: 'api://x',
    };
    expect(await runTokenCommand([demo.admin], env, { stdout, stderr })).toBe(1);
    expect(stderr.text).toContain('AUTH_MODE=entra');
  });
});
