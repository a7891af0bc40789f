import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

const inputs = [
  'src',
  'contract',
  'public',
  'index.html',
  'redirect.html',
  'survey.html',
  'vite.config.ts',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
];
const STAMP = '.build-inputs';

async function collect(root: string, rel: string, out: string[]): Promise<void> {
  const full = path.join(root, rel);
  if (!existsSync(full)) return;
  const info = await stat(full);
  if (info.isDirectory()) {
    for (const entry of await readdir(full)) {
      if (entry === 'node_modules' || entry.startsWith('.')) continue;
      await collect(root, path.join(rel, entry), out);
    }
  } else if (!/\.test\.tsx?$/.test(rel)) {
    out.push(`${rel}:${info.size}:${Math.floor(info.mtimeMs)}`);
  }
}

/** A fingerprint of everything the SPA build reads (names, sizes, modification times). */
export async function spaInputsFingerprint(root: string): Promise<string> {
  const lines: string[] = [];
  for (const input of inputs) await collect(root, input, lines);
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

/**
 * Builds the SPA into `dist/` when it is missing or older than its sources; `signal` stops the
 * build (the server's start failed meanwhile).
 */
export async function ensureSpaBuilt(
  root: string,
  log: (line: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  const dist = path.join(root, 'dist');
  const fingerprint = await spaInputsFingerprint(root);
  const stampFile = path.join(dist, STAMP);
  const current = existsSync(stampFile) ? (await readFile(stampFile, 'utf8')).trim() : '';
  if (existsSync(path.join(dist, 'index.html')) && current === fingerprint) return dist;
  log(
    existsSync(path.join(dist, 'index.html'))
      ? 'Sources changed; rebuilding the app…'
      : 'Building the app (first start)…',
  );
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
      ...(signal ? { signal } : {}),
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed with exit code ${code}`)),
    );
  });
  await writeFile(stampFile, fingerprint);
  return dist;
}
