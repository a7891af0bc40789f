import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions, requestLogController } from './logging';
import { registerSecurityHeaders, securityHeaders } from './security-headers';

/** A bare app with the request log and the security headers, logging into `lines`. */
async function appLoggingInto(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { ...loggerOptions('info'), stream },
    logController: requestLogController(),
  });
  registerSecurityHeaders(app);
  app.get('/api/v1/things/', async () => ({ ok: true }));
  app.get('/raw', (_request, reply) => {
    reply.hijack();
    reply.raw.end('written past Fastify');
  });
  await app.ready();
  return app;
}

describe('the request path', () => {
  it('logs one line per request with what the two lines said, and no secret', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLoggingInto(lines);
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/things/?code=secret-code&page=2',
      headers: { authorization: 'Bearer secret-token' },
    });
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/things/?code=%5Bredacted%5D&page=2' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toMatch(/secret/);
    await app.close();
  });

  it('sets the security headers on every answer, also one written past Fastify', async () => {
    const app = await appLoggingInto([]);
    const expected = securityHeaders({ frameguard: false });
    expect(expected['strict-transport-security']).toBeDefined();
    for (const url of ['/api/v1/things/', '/raw', '/nowhere']) {
      const res = await app.inject({ method: 'GET', url });
      expect(String(res.headers['content-security-policy'])).toContain(
        "frame-ancestors 'self' https://teams.microsoft.com",
      );
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      // Teams frames the app: no X-Frame-Options, and no opener policy (MSAL's pop-up).
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
    await app.close();
  });
});
