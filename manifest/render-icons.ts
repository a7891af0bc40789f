// Renders the SVG sources in manifest/icons/ to the PNGs the app package holds:
//   node --import tsx manifest/render-icons.ts
// The PNGs are committed so building the package needs no renderer; icons.test.ts fails when
// they no longer match their sources.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderIcon } from './icon-rendering';
import { ICONS_DIR, PACKAGE_ICONS } from './package-icons';

for (const icon of PACKAGE_ICONS) {
  const svg = await readFile(path.join(ICONS_DIR, icon.source), 'utf8');
  await writeFile(path.join(ICONS_DIR, icon.file), renderIcon(svg, icon));
  console.log(`${icon.file}  ${icon.size}×${icon.size}  from ${icon.source}`);
}
