import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The part of Vite's build manifest (`dist/.vite/manifest.json`) the hints read. */
export type BuildManifest = Record<
  string,
  { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }
>;

/** The cookie that holds the key of a tab's stored token copy (src/lib/auth/token-copy.ts). */
export const SESSION_KEY_COOKIE = 'changecraft.token-key';

const SHELL = 'src/app/shell/app-shell.tsx';

/**
 * The screens people open a tab on, by address, with the modules that draw them (the lazy
 * imports of src/app/screens.ts; src/app/early-start.ts starts the same ones at boot). `signedIn`
 * screens are hinted only to a browser that holds a session key, since anyone else is sent to the
 * sign-in screen; the sign-in screen only to one that does not.
 */
export const firstScreens: readonly { path: RegExp; signedIn: boolean; modules: string[] }[] = [
  { path: /^\/auth\/sign-in\/?$/, signedIn: false, modules: ['src/app/auth/sign-in-screen.tsx'] },
  {
    path: /^\/(?:home\/?)?$/,
    signedIn: true,
    modules: [SHELL, 'src/features/home/screens/home-screen.tsx'],
  },
  {
    path: /^\/projects\/?$/,
    signedIn: true,
    modules: [SHELL, 'src/features/projects/screens/projects-screen.tsx'],
  },
  {
    path: /^\/portfolio(?:\/.*)?$/,
    signedIn: true,
    modules: [SHELL, 'src/features/reports/screens/portfolio-screen.tsx'],
  },
  {
    path: /^\/reports\/?$/,
    signedIn: true,
    modules: [SHELL, 'src/features/reports/screens/reports-screen.tsx'],
  },
  {
    path: /^\/people(?:\/.*)?$/,
    signedIn: true,
    modules: [SHELL, 'src/features/people/screens/people-screen.tsx'],
  },
];

/** Whether a Cookie header carries the session key (its value is not read). */
export function holdsSessionKey(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${SESSION_KEY_COOKIE}=`));
}

/** The built files (JS, CSS) a module needs before it can run: itself and its static imports. */
export function staticClosure(manifest: BuildManifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return [...files];
}

/**
 * Which screen's files a page request should announce: the key of its `firstScreens` entry, or
 * undefined when none applies (another address, or a session state the screen is not for).
 */
export function firstScreenFor(
  pathname: string,
  cookieHeader: string | undefined,
): number | undefined {
  const signedIn = holdsSessionKey(cookieHeader);
  const index = firstScreens.findIndex((s) => s.path.test(pathname));
  if (index < 0 || firstScreens[index]?.signedIn !== signedIn) return undefined;
  return index;
}

/**
 * index.html with `<link rel="modulepreload">` (and stylesheet preloads) for the files of
 * `modules` it does not already announce, at the end of its head. The browser's preload scanner
 * then fetches the screen's code while the main script downloads, instead of only after the main
 * script has run and asked for it: one round trip and one script evaluation less before the
 * screen can draw.
 */
export function withPreloads(html: string, manifest: BuildManifest, modules: readonly string[]) {
  const links = staticClosure(manifest, modules)
    .filter((file) => !html.includes(`"/${file}"`))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    );
  if (links.length === 0) return html;
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** The build's manifest, or undefined when the build wrote none (hints are then left out). */
export function readBuildManifest(distDir: string): BuildManifest | undefined {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
}
