import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer, StartServerOptions } from '@taxatlas/api/dist/server';
import { apiBaseUrlFor, buildStartServerOptions, desktopServerEnvironment, resolveWebRoot, startWithFreePort } from './server-launch';

const running: RunningServer = { url: 'http://127.0.0.1:40000', close: async () => undefined };

describe('buildStartServerOptions', () => {
  it('binds to loopback with the SQLite data in the user-data folder', () => {
    expect(
      buildStartServerOptions({ port: 40000, userDataDir: '/home/ann/.config/TaxAtlas', webRoot: '/opt/TaxAtlas/resources/web' }),
    ).toEqual({
      host: '127.0.0.1',
      port: 40000,
      dataDir: '/home/ann/.config/TaxAtlas',
      webRoot: '/opt/TaxAtlas/resources/web',
    });
  });

  it('passes extra environment through when given', () => {
    expect(buildStartServerOptions({ port: 1, userDataDir: '/d', webRoot: '/w', env: { LOG_LEVEL: 'warn' } }).env).toEqual({
      LOG_LEVEL: 'warn',
    });
  });
});

describe('resolveWebRoot', () => {
  it('uses the extraResources copy when packaged', () => {
    expect(
      resolveWebRoot({ isPackaged: true, resourcesPath: '/opt/TaxAtlas/resources', appPath: '/opt/TaxAtlas/resources/app.asar' }),
    ).toBe(join('/opt/TaxAtlas/resources', 'web'));
  });

  it('uses apps/web/dist when run from the repository', () => {
    expect(resolveWebRoot({ isPackaged: false, resourcesPath: '/ignored', appPath: '/repo/apps/desktop' })).toBe(
      join('/repo/apps/web/dist'),
    );
  });
});

describe('apiBaseUrlFor', () => {
  it.each([
    ['http://127.0.0.1:40000', 'http://127.0.0.1:40000/api'],
    ['http://127.0.0.1:40000/', 'http://127.0.0.1:40000/api'],
  ])('%s → %s', (serverUrl, expected) => {
    expect(apiBaseUrlFor(serverUrl)).toBe(expected);
  });
});

describe('startWithFreePort', () => {
  const inputs = { userDataDir: '/data', webRoot: '/web' };

  it('starts the server on a real free loopback port', async () => {
    const startServer = jest.fn(async (_options: StartServerOptions) => running);
    await expect(startWithFreePort(startServer, inputs)).resolves.toBe(running);
    expect(startServer).toHaveBeenCalledTimes(1);
    const options = startServer.mock.calls[0]?.[0];
    expect(options).toMatchObject({ host: '127.0.0.1', dataDir: '/data', webRoot: '/web' });
    expect(options?.port).toBeGreaterThan(0);
  });

  it('tries a new port when the probed one was taken in the meantime', async () => {
    const ports = [41000, 41001];
    const freePort = jest.fn(async () => ports.shift() ?? 0);
    const startServer = jest
      .fn<Promise<RunningServer>, [StartServerOptions]>()
      .mockRejectedValueOnce(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }))
      .mockResolvedValueOnce(running);
    await expect(startWithFreePort(startServer, inputs, { freePort })).resolves.toBe(running);
    expect(startServer.mock.calls.map(([options]) => options.port)).toEqual([41000, 41001]);
  });

  it('gives up after the given number of attempts', async () => {
    const inUse = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
    const startServer = jest.fn(async (_options: StartServerOptions): Promise<RunningServer> => {
      throw inUse;
    });
    await expect(startWithFreePort(startServer, inputs, { attempts: 2, freePort: async () => 42000 })).rejects.toMatchObject({
      message: 'no free port on 127.0.0.1 after 2 attempts',
      cause: inUse,
    });
    expect(startServer).toHaveBeenCalledTimes(2);
  });

  it('does not retry other start-up failures (a failed migration, say)', async () => {
    const failure = new Error('migration failed');
    const startServer = jest.fn(async (_options: StartServerOptions): Promise<RunningServer> => {
      throw failure;
    });
    await expect(startWithFreePort(startServer, inputs, { freePort: async () => 42000 })).rejects.toBe(failure);
    expect(startServer).toHaveBeenCalledTimes(1);
  });
});

describe('desktopServerEnvironment', () => {
  let userDataDir = '';
  beforeEach(() => {
    userDataDir = mkdtempSync(join(tmpdir(), 'taxatlas-env-'));
  });
  afterEach(() => rmSync(userDataDir, { recursive: true, force: true }));

  it('runs a packaged app in production with a per-install secret, keeping the rest of the environment', () => {
    const env = desktopServerEnvironment({ PATH: '/usr/bin', NODE_ENV: 'development' }, { isPackaged: true, userDataDir });
    expect(env).toMatchObject({ PATH: '/usr/bin', NODE_ENV: 'production' });
    expect(env.JWT_SECRET?.length).toBeGreaterThanOrEqual(32);
    expect(desktopServerEnvironment({}, { isPackaged: true, userDataDir }).JWT_SECRET).toBe(env.JWT_SECRET);
  });

  it('leaves a development run as the developer set it up', () => {
    expect(desktopServerEnvironment({ NODE_ENV: 'development', LOG_LEVEL: 'debug' }, { isPackaged: false, userDataDir })).toEqual({
      NODE_ENV: 'development',
      LOG_LEVEL: 'debug',
    });
  });
});
