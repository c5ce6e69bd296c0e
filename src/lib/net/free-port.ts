import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (the OS picks it), for tests, benchmarks and helpers. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}
