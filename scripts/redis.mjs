// Finds a Redis server for the tests of shared rate limits, in this order: TEST_REDIS_URL; a server on
// 127.0.0.1:6379 (these machines run one); a throwaway redis-server (Debian's redis-server package) on a free
// port, stopped when the tests end. Without any of them those tests are reported as skipped.
import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';

function answers(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

const hasRedisServer = () => spawnSync('redis-server', ['--version']).status === 0;

/** Resolves { url, stop() }, or undefined when no Redis can be had here. */
export async function findRedis() {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop() {} };
  if (await answers(6379)) return { url: 'redis://127.0.0.1:6379', stop() {} };
  if (!hasRedisServer()) return undefined;
  const port = 6390 + (process.pid % 500);
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 50 && !(await answers(port)); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  console.log(`Started a throwaway Redis on 127.0.0.1:${port}.`);
  return { url: `redis://127.0.0.1:${port}`, stop: () => server.kill() };
}
