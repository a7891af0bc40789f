import { zipAppPackage } from './app-package';
import type { BuildOptions } from './build-args';
import { fillTemplate, loadTemplate } from './fill-template';
import { ICONS_DIR, readPackageIcons } from './package-icons';
import { type ManifestIssue, validateManifest } from './validate-manifest';

export type BuildOutcome =
  | {
      ok: true;
      manifest: Record<string, unknown>;
      zip: Uint8Array;
      files: string[];
      /** Images the manifest names by URL (Outlook's ribbon icons): the app's host must serve them. */
      hostedImages: string[];
    }
  | { ok: false; issues: ManifestIssue[] };

type PackageInputs = Pick<BuildOptions, 'host' | 'appId' | 'clientId' | 'appVersion'>;

/**
 * Fills the manifest template for one deployment, validates it offline against Microsoft's
 * schema and packages it with its icons. Tests pass their own template and icons folder.
 */
export async function buildAppPackage(
  inputs: PackageInputs,
  sources: { template?: unknown; iconsDir?: string } = {},
): Promise<BuildOutcome> {
  const manifest = fillTemplate(sources.template ?? loadTemplate(), {
    host: inputs.host,
    appId: inputs.appId,
    clientId: inputs.clientId,
    version: inputs.appVersion,
  }) as Record<string, unknown>;

  const issues = await validateManifest(manifest);
  const icons = await readPackageIcons(sources.iconsDir ?? ICONS_DIR);
  issues.push(...missingIconFiles(manifest, icons));
  if (issues.length > 0) return { ok: false, issues };

  return {
    ok: true,
    manifest,
    zip: zipAppPackage(manifest, icons),
    files: ['manifest.json', ...icons.keys()],
    hostedImages: [...new Set(imageUrls(manifest))].sort(),
  };
}

function* imageUrls(node: unknown): Generator<string> {
  if (typeof node === 'string') {
    if (/^https:\/\/.+\.png$/i.test(node)) yield node;
  } else if (typeof node === 'object' && node !== null) {
    for (const value of Object.values(node)) yield* imageUrls(value);
  }
}

// The schema only says the icon paths are strings; Teams rejects a package whose manifest names
// an icon the zip does not hold.
function missingIconFiles(
  manifest: Record<string, unknown>,
  icons: ReadonlyMap<string, Uint8Array>,
): ManifestIssue[] {
  const named = manifest.icons;
  if (typeof named !== 'object' || named === null) return [];
  return Object.entries(named)
    .filter(([, file]) => typeof file === 'string' && !icons.has(file))
    .map(([key, file]) => ({
      path: `/icons/${key}`,
      message: `names "${String(file)}", which is not one of the package icons (${[...icons.keys()].join(', ')})`,
    }));
}
