// A serving process in miniature for server/serving-processes.test.ts: it listens on the port it
// is given with SO_REUSEPORT, answers with its pid, and says so to the process that started it.
import http from 'node:http';

const server = http.createServer((_req, res) => res.end(String(process.pid)));
server.listen({ port: Number(process.env.FIXTURE_PORT), host: '127.0.0.1', reusePort: true }, () =>
  process.send?.('changecraft:listening'),
);
process.once('disconnect', () => process.exit(0));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
