import { describe, expect, it, vi } from 'vitest';

describe('zod in the browser', () => {
  it('validates without compiling code, so the CSP never sees an eval', async () => {
    vi.resetModules();
    await import('./zod-without-eval');
    const { z, config } = await import('zod');
    expect(config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    expect(z.object({ title: z.string() }).parse({ title: 'Rota' })).toEqual({ title: 'Rota' });
    expect(compile).not.toHaveBeenCalled();
  });
});
