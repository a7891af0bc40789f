import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves one core idle (available parallelism − 1: one worker on CI's two
    // cores); server files wait on PostgreSQL and web files on nothing, so both cores keep busy.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          // Every file imports the whole app (about 500 modules); re-evaluating them per file
          // was two thirds of the server tests' time. Each file still gets its own database and
          // app instance, and no module keeps state across apps.
          isolate: false,
          include: ['server/**/*.test.ts'],
          globalSetup: ['tests/support/server-global-setup.ts'],
          setupFiles: ['tests/support/watchdog-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Node tests that need no database: the contract, build tools and the app manifest.
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'contract/**/*.test.ts',
            'tools/**/*.test.ts',
            'manifest/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['tests/support/watchdog-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/watchdog-setup.ts', 'tests/support/web-setup.ts'],
          // Above the 30 s every findBy and waitFor may take (web-setup.ts), so a slow wait fails
          // with its own message; a test makes a few such waits in a row on a loaded machine.
          testTimeout: 90_000,
          // A file's last hooks wait for screens it started loading in the background.
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
