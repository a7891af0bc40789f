import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { firstScreenChunks, planningChunks } from './scripts/first-screen-chunks.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` and `.gz` twins of every text asset after the build, so the server can send
 * pre-compressed files (@fastify/static `preCompressed`) instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'changecraft:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) =>
        /\.(js|css|html|svg|json|txt)$/.test(name),
      );
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The public survey page (`survey.html`, served for /survey/*) as a build of its own, into the
 * same output: the same screen code, with React swapped for Preact's compatible 10 KiB, so a
 * phone fetches a sixth of what React alone weighs (DESIGN.md §8: at most 60 KiB of JS
 * compressed; `npm run bench:survey` measures it). A second input of the app's own build could
 * not do this: it would share the app's React chunk, 57 KiB by itself.
 */
function surveyPage(): Plugin {
  let outDir = '';
  let mode = 'production';
  return {
    name: 'changecraft:survey-page',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        plugins: [precompress()],
        oxc: { jsx: { runtime: 'automatic', importSource: 'preact/compat' } },
        resolve: {
          alias: [
            { find: '@contract', replacement: path.join(root, 'contract') },
            { find: '@', replacement: path.join(root, 'src') },
            { find: /^react$/, replacement: 'preact/compat' },
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          ],
        },
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2022',
          sourcemap: true,
          modulePreload: { polyfill: false },
          rolldownOptions: { input: { survey: path.join(root, 'survey.html') } },
        },
      });
    },
  };
}

/**
 * Marks the chunks every screen runs at boot with V8's explicit compile hint, so Chromium
 * compiles all their functions on a background thread while the file streams in, instead of each
 * one on the main thread the first time it is called: most of the first render's functions are
 * called then anyway, and lazy compilation was a large share of the main thread's time in the
 * first screen's tasks (DESIGN.md §8; `npm run bench:first-screen-cpu`). Added after
 * minification, which would drop it as a comment; the source map moves down a line with it.
 */
function compileHints(chunkNames: readonly string[]): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  let outDir = '';
  const hinted: string[] = [];
  return {
    name: 'changecraft:compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      hinted.length = 0;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !chunkNames.includes(output.name)) continue;
        output.code = hint + output.code;
        if (output.sourcemapFileName) hinted.push(output.sourcemapFileName);
      }
    },
    async writeBundle() {
      for (const name of hinted) {
        const file = path.join(outDir, name);
        const map = JSON.parse(await readFile(file, 'utf8')) as { mappings: string };
        map.mappings = `;${map.mappings}`;
        await writeFile(file, JSON.stringify(map));
      }
    },
  };
}

/** `node_modules/<one of names>/`, whatever the path separator. */
function packagesPattern(names: readonly string[]): RegExp {
  const alternatives = names.map((name) => name.replace('/', '[\\\\/]')).join('|');
  return new RegExp(`node_modules[\\\\/](${alternatives})[\\\\/]`);
}

/**
 * Left to itself, rolldown cuts the libraries the first screen runs on into a dozen small shared
 * chunks, more with every lazy screen that shares some of them, and the first screen pays for
 * each file (DESIGN.md §8; `npm run bench:bundle` measures it). Two groups keep them together:
 * - `first-screen`: what index.html's own code imports from the core libraries (`$initial`:
 *   only the modules reached statically, so a component only a lazy screen uses stays out);
 * - `feedback`: the message bar, spinner and label of the sign-in screen and nearly every other.
 */
const firstScreenLibraries = packagesPattern([
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'swr',
  'use-sync-external-store',
  'dequal',
  'stylis',
  'rtl-css-js',
  '@emotion/hash',
  '@griffel/core',
  '@griffel/react',
  '@fluentui/tokens',
  '@fluentui/react-theme',
  '@fluentui/react-shared-contexts',
  '@fluentui/react-utilities',
  '@fluentui/react-jsx-runtime',
  '@fluentui/react-provider',
  '@fluentui/react-text',
  '@fluentui/react-button',
  '@fluentui/react-link',
  '@fluentui/react-aria',
  '@fluentui/keyboard-keys',
]);
const feedbackComponents = packagesPattern([
  '@fluentui/react-message-bar',
  '@fluentui/react-spinner',
  '@fluentui/react-label',
]);

// The files a signed-in browser tab's first screens load, in one chunk each (see the plugin).
// The server announces the same screens' files in their pages (server/http/first-screen-hints.ts).
const screenChunks = firstScreenChunks(root, {
  kept: ['src/app/auth/sign-in-screen.tsx'],
  screens: {
    shell: ['src/app/shell/app-shell.tsx'],
    home: ['src/features/home/screens/home-screen.tsx'],
    projects: ['src/features/projects/screens/projects-screen.tsx'],
  },
  shared: 'first-screens',
});

export default defineConfig({
  // The chunk plan's own build only needs the chunks, in memory.
  plugins: planningChunks()
    ? [react()]
    : [react(), precompress(), surveyPage(), compileHints(['first-screen']), screenChunks.plugin],
  resolve: {
    alias: {
      '@contract': path.join(root, 'contract'),
      '@': path.join(root, 'src'),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: which files each screen needs, so the server can announce the
    // addressed screen's files in the page it sends (server/http/first-screen-hints.ts).
    manifest: true,
    rolldownOptions: {
      // The app, the MSAL redirect bridge (served without a Cross-Origin-Opener-Policy header)
      // and the popup relay that signs a framed app in where the host offers no nested app auth.
      input: {
        main: path.join(root, 'index.html'),
        redirect: path.join(root, 'redirect.html'),
        'popup-relay': path.join(root, 'popup-relay.html'),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-screen', tags: ['$initial'], test: firstScreenLibraries },
            { name: 'feedback', test: feedbackComponents },
            ...screenChunks.groups,
          ],
        },
      },
    },
  },
});
