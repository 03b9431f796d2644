import { createServer, type Server } from 'node:net';
import { findFreePort } from './free-port';

function listen(port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => resolve(server));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

describe('findFreePort', () => {
  it('returns a port that can then be bound on 127.0.0.1', async () => {
    const port = await findFreePort();
    expect(Number.isInteger(port)).toBe(true);
    expect(port).toBeGreaterThan(0);
    expect(port).toBeLessThan(65536);

    const server = await listen(port, '127.0.0.1');
    try {
      expect(server.address()).toMatchObject({ address: '127.0.0.1', port });
    } finally {
      await close(server);
    }
  });

  it('does not hand out a port that is still taken', async () => {
    const taken = await listen(0, '127.0.0.1');
    const address = taken.address();
    try {
      const takenPort = typeof address === 'object' && address !== null ? address.port : -1;
      const found = await Promise.all([findFreePort(), findFreePort(), findFreePort()]);
      expect(found).not.toContain(takenPort);
    } finally {
      await close(taken);
    }
  });

  it('rejects when the host cannot be bound', async () => {
    // 192.0.2.0/24 is TEST-NET-1 (RFC 5737): never assigned to a local interface.
    await expect(findFreePort('192.0.2.1')).rejects.toMatchObject({ code: 'EADDRNOTAVAIL' });
  });
});
