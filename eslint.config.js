import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { changecraftPlugin } from './tools/eslint-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'build',
      '.data',
      'coverage',
      'test-results',
      'playwright-report',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { changecraft: changecraftPlugin },
    rules: {
      'changecraft/boundaries': 'error',
      'changecraft/kebab-case-files': 'error',
      'changecraft/no-cycles': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Everything on the first screen (the shell, the platform, the shared building blocks and Home)
    // may import contract values only from the zod-free modules (`contract/<area>/<resource>.ts`),
    // never a `*.schema` module or zod itself, so zod (≈25 KiB) stays off the critical path
    // (DESIGN.md §8). Types are free: they vanish at build time.
    files: [
      'src/lib/**/*.{ts,tsx}',
      'src/app/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'src/features/home/**/*.{ts,tsx}',
    ],
    ignores: [
      // Loaded only by lazy parts: error pages, the form kit (used by lazy dialogs and screens)
      // and Home's quick-create dialog (a lazyPart of the Home screen).
      'src/app/errors/**',
      'src/components/form/**',
      'src/features/home/components/quick-create-dialog.tsx',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@contract/**/*.schema', 'zod', 'zod/*'],
              allowTypeImports: true,
              message:
                'Import contract values from a zod-free module (contract/<area>/<resource>.ts) here; schemas belong in lazy screens.',
            },
          ],
        },
      ],
    },
  },
  {
    // The values half of the contract (`<resource>.ts`) is what the first screen imports: it never
    // pulls in zod, directly or through a `*.schema` module.
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.schema.ts', 'contract/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/*', '**/*.schema'],
              allowTypeImports: true,
              message: 'A zod-free contract module imports neither zod nor a *.schema module.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to say a date, a time, a number or a count (contract/shared/formatting.ts, reached
    // in the SPA through `useFormat`): feature code never formats on its own, or the product
    // speaks in five date formats again. Only the formatting module and the calendar arithmetic
    // in src/lib/dates build Intl formatters.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: [
      'src/lib/dates/**',
      'server/db/seed/**',
      'server/http/app-pages.ts',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleDateString', 'toLocaleTimeString', 'toLocaleString'].map((property) => ({
          property,
          message: 'Format through useFormat() / formatterFor() (contract/shared/formatting.ts).',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector:
            "NewExpression[callee.object.name='Intl'], CallExpression[callee.object.name='Intl'][callee.property.name!='supportedValuesOf']",
          message:
            'Format through useFormat() / formatterFor() (contract/shared/formatting.ts), not Intl directly.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'date-fns',
              importNames: [
                'format',
                'formatDistance',
                'formatRelative',
                'intlFormat',
                'lightFormat',
              ],
              message:
                'Format through useFormat() / formatterFor() (contract/shared/formatting.ts); formatISO for machine dates.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tool configuration files are loaded by their tools through a default export.
    files: ['*.config.{js,ts}', 'tests/e2e/**/*.config.ts', 'drizzle.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
