import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, root, serverBuildIsCurrent } from './server-build.ts';

// A build of its own beside the real one (same depth under the root, as `npm start` has it).
let outDir = '';
let bundle = '';

beforeAll(async () => {
  await mkdir(path.join(root, 'build'), { recursive: true });
  outDir = await mkdtemp(path.join(root, 'build', 'server-test-'));
  await buildServer(outDir);
  bundle = await readFile(path.join(outDir, 'main.js'), 'utf8');
}, 120_000);

afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('the server compiled ahead', () => {
  it('finds the files each module reads beside itself, from wherever the bundle is', () => {
    const urls = [...bundle.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)].map(
      (m) => m[1] ?? '',
    );
    expect(urls).toContain(path.relative(outDir, path.join(root, 'server/db/migrate.ts')));
    for (const url of urls) {
      const file = fileURLToPath(new URL(url, `file://${outDir}/main.js`));
      expect(existsSync(file), url).toBe(true);
    }
    const migrations = path.join(root, 'server/db/migrations');
    expect(existsSync(migrations)).toBe(true);
  });

  it('loads packages from node_modules, except the few it copies in', () => {
    expect(bundle).toMatch(/from "fastify"/);
    expect(bundle).not.toMatch(/from "date-fns"/);
    expect(bundle).not.toMatch(/from "oidc-provider"/);
    // The provider SDKs load where they are configured, not with the server.
    expect(bundle).not.toMatch(/^import .* from "stripe";$/m);
    expect(bundle).toMatch(/import\("stripe"\)/);
  });

  it('is ASCII only, so V8 keeps its source at one byte a character', () => {
    expect(/[\u0080-\uffff]/.test(bundle)).toBe(false);
  });

  it('is current until a file it was built from changes', async () => {
    expect(await serverBuildIsCurrent(outDir)).toBe(true);
    const stampFile = path.join(outDir, '.build-inputs.json');
    const stamp = JSON.parse(await readFile(stampFile, 'utf8')) as { inputs: string[] };
    const main = stamp.inputs.findIndex((line) => line.startsWith('server/main.ts:'));
    expect(main).toBeGreaterThanOrEqual(0);
    // As if server/main.ts had been saved since: its recorded time is older than the file's.
    const edited = stamp.inputs.map((line, i) => (i === main ? line.replace(/:\d+$/, ':0') : line));
    await writeFile(stampFile, JSON.stringify({ inputs: edited }));
    expect(await serverBuildIsCurrent(outDir)).toBe(false);
    await writeFile(stampFile, JSON.stringify(stamp));
    expect(await serverBuildIsCurrent(outDir)).toBe(true);
    await rm(path.join(outDir, 'main.js'));
    expect(await serverBuildIsCurrent(outDir)).toBe(false);
  });
});
