import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: {
      '@contract': path.join(root, 'contract'),
      '@': path.join(root, 'src'),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // The app, the MSAL redirect bridge (served without a Cross-Origin-Opener-Policy header)
      // and the popup relay that signs a framed app in where the host offers no nested app auth.
      input: {
        main: path.join(root, 'index.html'),
        redirect: path.join(root, 'redirect.html'),
        'popup-relay': path.join(root, 'popup-relay.html'),
      },
    },
  },
});
