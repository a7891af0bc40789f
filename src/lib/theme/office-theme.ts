import type { HostTheme } from '@/lib/host/host';

// Outlook's Office theme read as light or dark; loaded only with office.js (office-host.ts).

function channel(hex: string): number {
  const c = parseInt(hex, 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of `#rgb` or `#rrggbb` (the # optional); undefined if unreadable. */
export function relativeLuminance(colour: string): number | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) return undefined;
  const hex =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => channel(hex.slice(i, i + 2))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Outlook's Office theme as a host theme: `dark` when its body background is dark, i.e. white
 * text would read better on it than black (relative luminance below about 0.18).
 */
export function officeHostTheme(colours: { bodyBackgroundColor: string } | undefined): HostTheme {
  const luminance = colours ? relativeLuminance(colours.bodyBackgroundColor) : undefined;
  if (luminance === undefined) return 'default';
  const againstWhite = 1.05 / (luminance + 0.05);
  const againstBlack = (luminance + 0.05) / 0.05;
  return againstWhite > againstBlack ? 'dark' : 'default';
}
