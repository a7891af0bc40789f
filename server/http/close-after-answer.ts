import type { FastifyInstance } from 'fastify';

/**
 * While the app closes (Ctrl-C), a request it is still answering over HTTP/1.1 is answered with
 * `Connection: close`, so its connection ends with the answer. The stop closes the connections
 * that are idle when it begins, but a keep-alive connection whose request was in flight would
 * stay open, idle, for the keep-alive timeout (Fastify's 72 s) and hold the stop up as long:
 * past the time main.ts gives it, so the job workers and the database connections were not
 * closed in order. HTTP/2 sessions are told to go away by Fastify itself.
 */
export function registerCloseAfterAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    done(null, payload);
  });
}
