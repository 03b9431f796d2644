import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiBaseUrlFor, desktopServerEnvironment, resolveWebRoot } from './server-launch';

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
