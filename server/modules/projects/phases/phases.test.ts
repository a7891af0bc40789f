import { describe, expect, it } from 'vitest';
import { demo, useTestServer } from '@tests/support/test-server';

describe('phases', () => {
  const server = useTestServer();

  it('lists the organisation’s four phases in their numbered order', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/phases/',
      headers: await server.authAs(demo.employee),
    });
    expect(res.statusCode).toBe(200);
    const phases = res.json() as { order: number; code: string; name: string; id: number }[];
    expect(phases.map((p) => [p.order, p.code, p.name])).toEqual([
      [1, 'ALIGN', 'Understand & Reward'],
      [2, 'UNDERSTAND_DESIGN', 'Measure'],
      [3, 'DEPLOY', 'Implement'],
      [4, 'SUSTAIN', 'Set up for Success'],
    ]);
    const other = (
      await server.app.inject({
        method: 'GET',
        url: '/api/v1/phases/',
        headers: await server.authAs(demo.otherAdmin),
      })
    ).json() as { id: number }[];
    expect(other).toHaveLength(4);
    const mineIds = new Set(phases.map((p) => p.id));
    expect(other.some((p) => mineIds.has(p.id))).toBe(false);
  });

  it('needs sign-in', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v1/phases/' });
    expect(res.statusCode).toBe(401);
  });
});
