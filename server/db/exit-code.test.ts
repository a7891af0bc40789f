import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('a process that starts the embedded PostgreSQL', () => {
  it('keeps its own exit code (the library no longer exits 0 on beforeExit)', () => {
    const embedded = new URL('./embedded.ts', import.meta.url).pathname;
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(embedded)}); process.exitCode = 3;`,
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
  });
});
