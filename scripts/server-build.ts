// The server compiled ahead: server/main.ts and everything it imports of server/ and contract/,
// bundled by esbuild into one ESM file (packages stay in node_modules), so `npm start` runs
// JavaScript instead of compiling TypeScript on every start. Node runs this file itself (type
// stripping), before any of the server exists as JavaScript: erasable TypeScript only.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

export const root = path.resolve(import.meta.dirname, '..');
export const serverBuildDir = path.join(root, 'build', 'server');
const bundleIn = (outDir: string) => path.join(outDir, 'main.js');
const stampIn = (outDir: string) => path.join(outDir, '.build-inputs.json');
/** Besides the bundled sources: what else decides the output. */
const extraInputs = ['package-lock.json', 'tsconfig.json', 'scripts/server-build.ts'];

interface Stamp {
  /** Each input as `path:size:mtime`, relative to the root. */
  inputs: string[];
}

async function describe(rel: string): Promise<string> {
  const info = await stat(path.join(root, rel)).catch(() => undefined);
  return info ? `${rel}:${info.size}:${Math.floor(info.mtimeMs)}` : `${rel}:missing`;
}

/**
 * Whether the bundle is missing or older than a file it was built from. The stamp lists exactly the
 * files esbuild read, so a check stats those few hundred files and reads nothing else; a new file
 * matters only once an existing (so changed) file imports it.
 */
export async function serverBuildIsCurrent(outDir = serverBuildDir): Promise<boolean> {
  const stampFile = stampIn(outDir);
  if (!existsSync(bundleIn(outDir)) || !existsSync(stampFile)) return false;
  const stamp = JSON.parse(await readFile(stampFile, 'utf8')) as Stamp;
  const now = await Promise.all(
    stamp.inputs.map((line) => describe(line.slice(0, line.indexOf(':')))),
  );
  return now.every((line, i) => line === stamp.inputs[i]);
}

/**
 * A bundled module's `import.meta` is the bundle's: each source file's own is put back, relative
 * to the bundle (so the checkout may move), for the files the server reads beside its code
 * (migrations, SQL) and the project root it derives from `import.meta.dirname`.
 */
const ownImportMeta = (outDir: string): Plugin => ({
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!/\bimport\.meta\.(url|dirname|filename)\b/.test(source)) return undefined;
      const rel = path.relative(outDir, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(rel)}, import.meta.url)`;
      const contents =
        `import { fileURLToPath as __ownFileUrlToPath } from 'node:url';\n` +
        `import { dirname as __ownDirname } from 'node:path';\n` +
        source
          .replace(/\bimport\.meta\.url\b/g, `${url}.href`)
          .replace(/\bimport\.meta\.filename\b/g, `__ownFileUrlToPath(${url})`)
          .replace(/\bimport\.meta\.dirname\b/g, `__ownDirname(__ownFileUrlToPath(${url}))`);
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
});

/**
 * Packages stay in node_modules and load as they are, except these ES-module packages of many
 * small files (date-fns's index alone pulls 300, oidc-provider 183, drizzle-orm 108): resolving
 * and loading each file cost more start time than the code itself, so esbuild copies what the
 * server uses into the bundle. Only packages no other package imports at run time (one copy
 * each), whose own dependencies stay outside as every other package does.
 */
const bundledPackages = ['date-fns', 'drizzle-orm', 'oidc-provider'];

const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path
        .split('/')
        .slice(0, args.path.startsWith('@') ? 2 : 1)
        .join('/');
      return bundledPackages.includes(name) ? undefined : { path: args.path, external: true };
    });
  },
};

/**
 * esbuild escapes non-ASCII characters in strings but keeps the comments it leaves (a field's
 * doc), and one such character makes V8 hold the whole 2.4 MB source as two bytes a character.
 * An escape is valid wherever such a character can stand in code, and in a comment is inert.
 */
function asciiOnly(code: string): string {
  return code.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Bundles the server into `outDir`/main.js (written whole, then renamed into place). */
export async function buildServer(outDir = serverBuildDir): Promise<void> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(root, 'server', 'main.ts')],
    outfile: bundleIn(outDir),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [packagesOutside, ownImportMeta(outDir)],
  });
  const sources = Object.keys(result.metafile.inputs).filter(
    (file) => !file.includes('node_modules'),
  );
  const stamp: Stamp = {
    inputs: await Promise.all(
      [...sources.map((file) => path.relative(root, path.resolve(file))), ...extraInputs].map(
        describe,
      ),
    ),
  };
  await mkdir(outDir, { recursive: true });
  const stampFile = stampIn(outDir);
  // Two starts may build at once: each writes its own files and renames them over, whole.
  const suffix = `.${process.pid}.tmp`;
  for (const file of result.outputFiles) {
    await writeFile(
      file.path + suffix,
      file.path.endsWith('.js') ? asciiOnly(file.text) : file.contents,
    );
    await rename(file.path + suffix, file.path);
  }
  await writeFile(stampFile + suffix, JSON.stringify(stamp));
  await rename(stampFile + suffix, stampFile);
}

/** Builds the server when it is missing or older than its sources; says so when it does. */
export async function ensureServerBuilt(log: (line: string) => void): Promise<string> {
  const serverBundle = bundleIn(serverBuildDir);
  if (await serverBuildIsCurrent()) return serverBundle;
  log(
    existsSync(serverBundle)
      ? 'Server sources changed; rebuilding the server…'
      : 'Building the server…',
  );
  await buildServer();
  return serverBundle;
}
