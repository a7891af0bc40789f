import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleInputs, zipEntry } from './build-fixtures';

describe('npm run manifest', () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const run = promisify(execFile);
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'changecraft-manifest-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function manifestCli(...args: string[]) {
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        ['--import', 'tsx', 'manifest/build.ts', ...args],
        { cwd: root },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it('writes the zip and says what it built', async () => {
    const out = path.join(dir, 'nested', 'changecraft.zip');
    const result = await manifestCli(
      '--url',
      'https://localhost:5443',
      '--app-id',
      '0F8FAD5B-D9CB-469F-A165-70867728950E',
      '--client-id',
      sampleInputs.clientId,
      '--out',
      out,
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Wrote ${out} (manifest 1.`);
    expect(result.stdout).toContain('https://localhost:5443/icons/outlook-80.png');
    const manifest = JSON.parse(
      strFromU8(zipEntry(unzipSync(await readFile(out)), 'manifest.json')),
    );
    expect(manifest.id).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(manifest.staticTabs[0].contentUrl).toBe('https://localhost:5443/home?host=teams');
    expect(manifest.webApplicationInfo.resource).toBe(
      `api://localhost:5443/${sampleInputs.clientId}`,
    );
  });

  it('refuses bad arguments with a clear message and the usage, exit code 1', async () => {
    const result = await manifestCli(
      '--url',
      'http://changecraft.example.com',
      '--app-id',
      'changecraft',
      '--out',
      path.join(dir, 'never.zip'),
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Cannot build the app package:');
    expect(result.stderr).toContain('--url "http://changecraft.example.com" must use https');
    expect(result.stderr).toContain('--app-id "changecraft" is not a GUID');
    expect(result.stderr).toContain('--client-id is required');
    expect(result.stderr).toContain('Usage: npm run manifest --');
    await expect(readFile(path.join(dir, 'never.zip'))).rejects.toThrow(/ENOENT/);
  });

  it('names an unknown option', async () => {
    const result = await manifestCli('--colour', 'teal');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('unknown option --colour');
  });
});
