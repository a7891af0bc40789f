import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { renderIcon } from './icon-rendering';
import { ICONS_DIR, PACKAGE_ICONS, readPackageIcons } from './package-icons';
import { readPngSize } from './png-size';

describe('the package icons', () => {
  it.each(PACKAGE_ICONS.map((icon) => [icon.file, icon] as const))(
    '%s is rendered from its current SVG source',
    async (_file, icon) => {
      const svg = await readFile(path.join(ICONS_DIR, icon.source), 'utf8');
      const fresh = PNG.sync.read(renderIcon(svg, icon));
      const committed = PNG.sync.read(await readFile(path.join(ICONS_DIR, icon.file)));
      expect([committed.width, committed.height]).toEqual([icon.size, icon.size]);
      let largest = 0;
      for (let i = 0; i < fresh.data.length; i += 1) {
        largest = Math.max(largest, Math.abs((fresh.data[i] ?? 0) - (committed.data[i] ?? 0)));
      }
      // A few levels of slack for anti-aliasing differences between renderer releases; an edited
      // source changes whole shapes. Re-render with: node --import tsx manifest/render-icons.ts
      expect(largest, `${icon.file} differs from ${icon.source}`).toBeLessThanOrEqual(8);
    },
  );
});

describe('reading icons for the package', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('refuses an icon of the wrong size, a file that is not a PNG and a missing one', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'changecraft-icons-'));
    dirs.push(dir);
    for (const icon of PACKAGE_ICONS) {
      await writeFile(path.join(dir, icon.file), await readFile(path.join(ICONS_DIR, icon.file)));
    }
    await writeFile(
      path.join(dir, 'color.png'),
      await readFile(path.join(ICONS_DIR, 'outlook-80.png')),
    );
    await writeFile(path.join(dir, 'outline.png'), '<svg/>');
    await rm(path.join(dir, 'outlook-16.png'));

    const reading = readPackageIcons(dir);
    await expect(reading).rejects.toThrow('color.png: is 80×80, must be 192×192');
    await expect(reading).rejects.toThrow('outline.png: not a PNG file');
    await expect(reading).rejects.toThrow(`outlook-16.png: missing in ${dir}`);
  });

  it('reads PNG dimensions from the IHDR header', async () => {
    const bytes = await readFile(path.join(ICONS_DIR, 'color.png'));
    expect(readPngSize(bytes)).toEqual({ width: 192, height: 192 });
    expect(() => readPngSize(new TextEncoder().encode('GIF89a, not a PNG at all'))).toThrow(
      'not a PNG file',
    );
  });
});
