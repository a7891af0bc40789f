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
    // The shell and platform load before the first screen: they may import contract values only
    // from the zod-free modules, so zod (≈25 KiB) stays off the critical path (DESIGN.md §8).
    files: ['src/lib/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/errors/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@contract/*',
                '!@contract/*-paths',
                '!@contract/*-names',
                '!@contract/error-details',
                '!@contract/query-string',
              ],
              allowTypeImports: true,
              message:
                'Import contract values from a zod-free module (*-paths, *-names) here; schemas belong in lazy screens.',
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
