import type { BuildOptions } from './build-args';
import { buildAppPackage, type BuildOutcome } from './build-app-package';
import { loadTemplate } from './fill-template';
import { formatIssues } from './validate-manifest';

// Shared by the manifest tests: one deployment's inputs and the real template to build or break.

export const sampleInputs = {
  host: 'changecraft.example.com',
  appId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  clientId: '7d3e1a2b-1111-4222-8333-944455556666',
  appVersion: '1.2.3',
} satisfies Partial<BuildOptions>;

/**
 * Manifest JSON as the tests navigate it. `any` on purpose: the tests break the manifest at
 * arbitrary depths (`manifest.staticTabs[2].scopes[0] = 'galaxy'`) to prove the schema check
 * catches it, and typing each path would only restate the schema the test is exercising.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export function templateCopy(): Json {
  return structuredClone(loadTemplate()) as Json;
}

/** Builds the package from the real template, after `changes` edit a copy of it. */
export async function buildSample(changes?: (template: Json) => void): Promise<BuildOutcome> {
  const edited = templateCopy();
  changes?.(edited);
  return buildAppPackage(sampleInputs, { template: edited });
}

export async function buildValidSample(): Promise<Extract<BuildOutcome, { ok: true }>> {
  const outcome = await buildSample();
  if (!outcome.ok) throw new Error(`expected a valid package:\n${formatIssues(outcome.issues)}`);
  return outcome;
}

export function zipEntry(zip: Record<string, Uint8Array>, name: string): Uint8Array {
  const bytes = zip[name];
  if (!bytes) throw new Error(`${name} is not in the package (${Object.keys(zip).join(', ')})`);
  return bytes;
}
