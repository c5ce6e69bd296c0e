/**
 * Benchmark-only ceiling for `npm run bench:api`: a bare node:http server in its own process (like
 * the product servers) answering the bytes it was given for each path. `PUT /__body?path=<path>`
 * with the bytes as body sets a path's answer. Never used by `npm start`.
 */
import { createServer } from 'node:http';

const bodies = new Map<string, Buffer>();
const empty = Buffer.from('{}');
const server = createServer((req, res) => {
  if (req.method === 'PUT' && req.url?.startsWith('/__body?')) {
    const path = new URLSearchParams(req.url.slice('/__body?'.length)).get('path') ?? '';
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.set(path, Buffer.concat(chunks));
      res.writeHead(204).end();
    });
    return;
  }
  const body = bodies.get(req.url ?? '') ?? empty;
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 5000;
server.listen(Number(process.env.PORT), '127.0.0.1');
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.once(sig, () => server.close(() => process.exit(0)));
