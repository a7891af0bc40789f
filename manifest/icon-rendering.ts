import { Resvg } from '@resvg/resvg-js';
import { PNG } from 'pngjs';
import type { PackageIcon } from './package-icons';

/** Renders an icon's SVG source to a PNG of exactly `icon.size` pixels square. */
export function renderIcon(svg: string, icon: PackageIcon): Buffer {
  const rendered = new Resvg(svg, {
    fitTo: { mode: 'width', value: icon.size },
    font: { loadSystemFonts: false },
  }).render();
  if (rendered.width !== icon.size || rendered.height !== icon.size) {
    throw new Error(
      `${icon.source} renders ${rendered.width}×${rendered.height}, not square: fix its viewBox`,
    );
  }
  const png = PNG.sync.read(rendered.asPng());
  if (icon.whiteOnly) whitenInPlace(png.data);
  return PNG.sync.write(png);
}

// Anti-aliased edges come out of the renderer as white with partial alpha, but rounding while
// un-premultiplying can nudge their colour off pure white; Teams wants white and transparency only.
function whitenInPlace(rgba: Uint8Array): void {
  for (let i = 0; i < rgba.length; i += 4) {
    const value = rgba[i + 3] === 0 ? 0 : 255;
    rgba[i] = value;
    rgba[i + 1] = value;
    rgba[i + 2] = value;
  }
}
