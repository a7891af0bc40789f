import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { changecraftPlugin } from './eslint-boundaries.js';

const root = path.resolve(import.meta.dirname, '..');

async function lint(code: string, file: string, cwd = root) {
  const eslint = new ESLint({
    cwd,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { changecraft: changecraftPlugin },
        rules: { 'changecraft/boundaries': 'error', 'changecraft/no-cycles': 'error' },
      },
    ],
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(cwd, file) });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('the import rules of DESIGN.md §2', () => {
  it('forbid a feature to import the app', async () => {
    expect(
      await lint("import { paths } from '@/app/paths';", 'src/features/home/screens/x.tsx'),
    ).toEqual([expect.stringContaining('may not import src/app/')]);
  });

  it('let a feature import another area’s api, hooks, paths and widgets, and nothing else of it', async () => {
    const file = 'src/features/home/screens/x.tsx';
    for (const face of ['api', 'hooks', 'paths', 'widgets/project-card']) {
      expect(await lint(`import { a } from '@/features/projects/${face}';`, file)).toEqual([]);
    }
    expect(
      await lint(
        "import { ProjectTable } from '@/features/projects/components/project-table';",
        file,
      ),
    ).toEqual([expect.stringContaining('only its api.ts, hooks.ts, paths.ts or widgets/')]);
    expect(
      await lint("import { useX } from '../../projects/screens/archive-screen';", file),
    ).toEqual([expect.stringContaining('only its api.ts, hooks.ts, paths.ts or widgets/')]);
  });

  it('let a feature import its own modules and the app import features', async () => {
    expect(
      await lint(
        "import { a } from '../components/project-table';",
        'src/features/projects/screens/x.tsx',
      ),
    ).toEqual([]);
    expect(
      await lint(
        "import { a } from '@/features/projects/screens/archive-screen';",
        'src/app/x.tsx',
      ),
    ).toEqual([]);
  });

  it('find an import cycle, type-only ones too, but not a lazy import', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycle-'));
    fs.writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a';\nexport type B = A;\n");
    fs.writeFileSync(path.join(dir, 'c.ts'), 'export const c = 1;\n');
    // The file being linted is on disk too, as in a real run.
    fs.writeFileSync(path.join(dir, 'a.ts'), '');
    const cycle = await lint("import type { B } from './b';\nexport type A = B;\n", 'a.ts', dir);
    expect(cycle).toEqual(['Import cycle: a.ts → b.ts → a.ts.']);
    expect(await lint("import { c } from './c';\nexport const a = c;\n", 'a.ts', dir)).toEqual([]);
    expect(await lint("export const load = () => import('./b');\n", 'a.ts', dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true });
  });
});
