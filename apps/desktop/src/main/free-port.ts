import { createServer } from 'node:net';

/**
 * Asks the OS for a port that is free on `host` right now.
 * Another process could take it before the API binds it, so callers retry on EADDRINUSE
 * (see `startWithFreePort` in server-launch.ts).
 */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen({ port: 0, host, exclusive: true }, () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error(`could not read the port of a probe socket on ${host}`));
        return;
      }
      probe.close((closeError) => (closeError ? reject(closeError) : resolve(address.port)));
    });
  });
}
