import { AppManifestUtils } from '@microsoft/app-manifest';
import { bundledManifestVersions, loadBundledSchema, schemaUrlFor } from './bundled-schema';

/** One problem in a manifest: where (a JSON pointer, `/staticTabs/0/scopes/0`) and what. */
export interface ManifestIssue {
  path: string;
  message: string;
}

type ValidatorManifest = Parameters<typeof AppManifestUtils.validateAgainstSchema>[0];
type ValidatorSchema = NonNullable<Parameters<typeof AppManifestUtils.validateAgainstSchema>[1]>;

/**
 * Validates a manifest offline against the schema of its own `manifestVersion`, as bundled in
 * @microsoft/app-manifest, and returns readable issues (empty when valid).
 */
export async function validateManifest(manifest: unknown): Promise<ManifestIssue[]> {
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    return [{ path: '/', message: 'the manifest must be a JSON object' }];
  }
  const { manifestVersion, $schema } = manifest as Record<string, unknown>;
  if (typeof manifestVersion !== 'string') {
    return [{ path: '/manifestVersion', message: 'required property is missing' }];
  }
  const schema = loadBundledSchema(manifestVersion);
  if (!schema) {
    const known = bundledManifestVersions();
    return [
      {
        path: '/manifestVersion',
        message: `no schema for version "${manifestVersion}" is bundled with @microsoft/app-manifest (newest: ${known.at(-1)})`,
      },
    ];
  }
  const issues: ManifestIssue[] = [];
  if ($schema !== schemaUrlFor(manifestVersion)) {
    issues.push({
      path: '/$schema',
      message: `must be ${schemaUrlFor(manifestVersion)} to match manifestVersion ${manifestVersion}`,
    });
  }
  const raw = await AppManifestUtils.validateAgainstSchema(
    manifest as ValidatorManifest,
    schema as ValidatorSchema,
  );
  const seen = new Set<string>();
  for (const line of raw) {
    const issue = readableIssue(line, manifest);
    const key = `${issue.path}\n${issue.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      issues.push(issue);
    }
  }
  return issues;
}

/** "/accentColor: required property is missing", one per line. */
export function formatIssues(issues: readonly ManifestIssue[]): string {
  return issues.map((issue) => `${issue.path}: ${issue.message}`).join('\n');
}

// validateAgainstSchema reports Ajv errors as "<instancePath> <message>. Details: <params JSON>".
const VALIDATOR_LINE = /^(\S*) (.*?)\. Details: (.*)$/s;

function readableIssue(line: string, manifest: object): ManifestIssue {
  const match = VALIDATOR_LINE.exec(line);
  if (!match) return { path: '/', message: line };
  const [, instancePath = '', message = '', detailsJson = ''] = match;
  let details: Record<string, unknown> = {};
  try {
    details = JSON.parse(detailsJson) as Record<string, unknown>;
  } catch {
    // The message alone still says what is wrong.
  }
  const at = instancePath || '/';
  const found = () => describeValue(valueAt(manifest, instancePath));
  if (typeof details.missingProperty === 'string') {
    return {
      path: `${instancePath}/${details.missingProperty}`,
      message: 'required property is missing',
    };
  }
  if (typeof details.additionalProperty === 'string') {
    return {
      path: `${instancePath}/${details.additionalProperty}`,
      message: 'is not a property the schema allows here',
    };
  }
  if (Array.isArray(details.allowedValues)) {
    const allowed = details.allowedValues.map((value) => JSON.stringify(value)).join(', ');
    return { path: at, message: `must be one of ${allowed} (found ${found()})` };
  }
  if (typeof details.pattern === 'string') {
    return { path: at, message: `must match ${details.pattern} (found ${found()})` };
  }
  if (typeof details.limit === 'number') {
    return { path: at, message: `${message} (found ${found()})` };
  }
  return { path: at, message };
}

function valueAt(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  let node: unknown = root;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function describeValue(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
