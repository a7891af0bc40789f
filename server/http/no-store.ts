import type { FastifyInstance } from 'fastify';

/**
 * API answers hold one person's data: no browser, proxy or CDN may keep a copy. A route that
 * decides its own caching (an image preview) sets Cache-Control itself and keeps it.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
