import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { readPngSize } from './png-size';

/** A PNG of the app package, rendered from an SVG source in manifest/icons/. */
export interface PackageIcon {
  file: string;
  source: string;
  size: number;
  /** Teams' outline icon: only white pixels, the rest fully transparent. */
  whiteOnly?: boolean;
}

export const ICONS_DIR = fileURLToPath(new URL('./icons/', import.meta.url));

/** Sizes Outlook takes for ribbon buttons: 16, 32 and 80 required, the rest for scaled displays. */
export const OUTLOOK_ICON_SIZES = [16, 20, 24, 32, 40, 48, 64, 80] as const;

export const PACKAGE_ICONS: readonly PackageIcon[] = [
  { file: 'color.png', source: 'color.svg', size: 192 },
  { file: 'outline.png', source: 'outline.svg', size: 32, whiteOnly: true },
  { file: 'color32x32.png', source: 'tile.svg', size: 32 },
  // The add-in's own icon where Outlook cannot read the unified manifest (Mac, mobile, older
  // Windows builds): 64 and 128 pixels for mail add-ins.
  { file: 'outlook-addin-64.png', source: 'color.svg', size: 64 },
  { file: 'outlook-addin-128.png', source: 'color.svg', size: 128 },
  ...OUTLOOK_ICON_SIZES.map((size) => ({
    file: `outlook-${size}.png`,
    source: size <= 24 ? 'tile-small.svg' : 'tile.svg',
    size,
  })),
];

/**
 * Reads every package icon from `dir` and checks it is a PNG of its exact size, so a wrong file
 * fails the build instead of the upload.
 */
export async function readPackageIcons(dir = ICONS_DIR): Promise<Map<string, Uint8Array>> {
  const icons = new Map<string, Uint8Array>();
  const problems: string[] = [];
  for (const icon of PACKAGE_ICONS) {
    const path = `${dir.replace(/\/?$/, '/')}${icon.file}`;
    let bytes: Uint8Array;
    try {
      bytes = await readFile(path);
    } catch {
      problems.push(`${icon.file}: missing in ${dir}`);
      continue;
    }
    let size: { width: number; height: number };
    try {
      size = readPngSize(bytes);
    } catch {
      problems.push(`${icon.file}: not a PNG file`);
      continue;
    }
    if (size.width !== icon.size || size.height !== icon.size) {
      problems.push(
        `${icon.file}: is ${size.width}×${size.height}, must be ${icon.size}×${icon.size}`,
      );
      continue;
    }
    icons.set(icon.file, bytes);
  }
  if (problems.length > 0) {
    throw new Error(
      `The app package icons are not usable (render them with \`node --import tsx manifest/render-icons.ts\`):\n  ${problems.join('\n  ')}`,
    );
  }
  return icons;
}
