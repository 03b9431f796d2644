import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eAdmin } from './accounts';

/**
 * A second API server, started by a spec for itself, for tests whose effects would spill onto every later test of
 * the run: the login limits count failures per client address, and every test runs from 127.0.0.1, so six failed
 * logins on the shared server would lock every later login out for the 15-minute window.
 */
export async function startOwnServer(portOffset: number): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const port = Number(process.env.E2E_PORT ?? 3100) + portOffset;
  const root = path.resolve(__dirname, '../..');
  const child: ChildProcess = spawn(process.execPath, [process.env.E2E_API_ENTRY ?? path.join(root, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'taxatlas-e2e-own-')),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      ...(process.env.E2E_WEB_ROOT ? { WEB_ROOT: process.env.E2E_WEB_ROOT } : {}),
    },
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('the second server did not start within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  return { baseURL, stop };
}
