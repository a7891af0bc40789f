import type { BrandVariants } from '@fluentui/react-components';

/**
 * Changecraft teal, as Fluent's 16-step brand ramp (10 darkest … 160 lightest). Shade 80 is the
 * light theme's primary (7.8:1 with white text); 120 is the dark theme's brand text (5.5:1 on
 * Fluent's dark surfaces).
 */
export const changecraftTeal: BrandVariants = {
  10: '#020f0e',
  20: '#031b19',
  30: '#052724',
  40: '#06332f',
  50: '#073d39',
  60: '#084843',
  70: '#09524d',
  80: '#0a5c57',
  90: '#16716b',
  100: '#228780',
  110: '#2e9c94',
  120: '#45afa6',
  130: '#5cc2b9',
  140: '#8ad3cd',
  150: '#b8e5e0',
  160: '#e6f6f4',
};

/** Changecraft purple, the accent beside the teal: header band and highlights. */
export const changecraftPurple = {
  deep: '#2e1a47',
  strong: '#6b3fa0',
  soft: '#c9a7f0',
  wash: '#f4eefb',
} as const;

/** A sans-serif stack of system fonts: nothing to download before text shows. */
export const fontStack =
  "'Segoe UI', system-ui, -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, sans-serif";
