import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// @microsoft/app-manifest ships every published schema version in its package. Reading the file
// ourselves (instead of letting the library resolve `$schema`) keeps validation offline: the
// library silently falls back to fetching the URL when it cannot find a local copy.
const packageRoot = path.dirname(
  createRequire(import.meta.url).resolve('@microsoft/app-manifest/package.json'),
);
const schemasDir = path.join(packageRoot, 'build', 'json-schemas', 'teams');

export function schemaUrlFor(manifestVersion: string): string {
  return `https://developer.microsoft.com/en-us/json-schemas/teams/v${manifestVersion}/MicrosoftTeams.schema.json`;
}

/** Published manifest versions whose schema is bundled, oldest first (no developer preview). */
export function bundledManifestVersions(): string[] {
  return readdirSync(schemasDir)
    .filter((name) => /^v\d+\.\d+$/.test(name))
    .map((name) => name.slice(1))
    .sort(compareVersions);
}

export function compareVersions(a: string, b: string): number {
  const [aMajor = 0, aMinor = 0] = a.split('.').map(Number);
  const [bMajor = 0, bMinor = 0] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

/** The bundled JSON schema of one manifest version, or undefined when the package lacks it. */
export function loadBundledSchema(manifestVersion: string): object | undefined {
  if (!bundledManifestVersions().includes(manifestVersion)) return undefined;
  const file = path.join(schemasDir, `v${manifestVersion}`, 'MicrosoftTeams.schema.json');
  return JSON.parse(readFileSync(file, 'utf8')) as object;
}
