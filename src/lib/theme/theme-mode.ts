/** The three ways every theme family comes: light, dark and high contrast. */
export type ThemeMode = 'light' | 'dark' | 'high-contrast';
