// End-to-end check of the real app: Electron starts, the API comes up in-process and the one window shows
// the web build with `window.taxatlas` set. It needs things these machines do not have, so it states what
// is missing in its title and skips instead of failing. Everything it relies on is unit-tested beside it.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const desktopDir = resolve(__dirname, '../..');
const repositoryDir = resolve(desktopDir, '../..');

/**
 * Where the Electron binary is, or undefined. Deliberately not `require('electron')`: since Electron 45
 * that call tries to download the binary when it is missing, which hangs or fails on a machine without
 * access to Electron's download host.
 */
function locateElectronBinary(): string | undefined {
  const packageDir = dirname(require.resolve('electron/package.json'));
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const relativeBinary = readFileSync(pathFile, 'utf8').trim();
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(packageDir, 'dist');
  const binary = join(distDir, relativeBinary);
  return existsSync(binary) ? binary : undefined;
}

const electronBinary = locateElectronBinary();
const missing = [
  electronBinary ? undefined : 'needs the Electron binary, which cannot be downloaded on these machines',
  existsSync(join(desktopDir, 'out/main/index.js')) ? undefined : 'needs `npm run build -w @taxatlas/desktop` first',
  existsSync(join(repositoryDir, 'apps/api/dist/server.js')) ? undefined : 'needs the API build (apps/api/dist/server.js)',
  existsSync(join(repositoryDir, 'apps/web/dist/index.html')) ? undefined : 'needs the web build (apps/web/dist)',
  process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY ? 'needs a display (run under xvfb-run)' : undefined,
].filter((reason): reason is string => reason !== undefined);

const describeLaunch = missing.length === 0 ? describe : describe.skip;

describe('the Electron install', () => {
  it('is the version electron-builder.yml packages', () => {
    const installed = (JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')) as { version: string }).version;
    const builderConfig = readFileSync(join(repositoryDir, 'electron-builder.yml'), 'utf8');
    expect(/^electronVersion:\s*"?([\w.-]+)"?\s*$/m.exec(builderConfig)?.[1]).toBe(installed);
  });
});

describeLaunch(`the desktop app${missing.length > 0 ? ` — SKIPPED: ${missing.join('; ')}` : ''}`, () => {
  let profileDir = '';

  beforeAll(() => {
    profileDir = mkdtempSync(join(tmpdir(), 'taxatlas-desktop-'));
  });

  afterAll(() => {
    rmSync(profileDir, { recursive: true, force: true });
  });

  it('opens one window on the local server with the desktop bridge', async () => {
    const { _electron } = await import('@playwright/test');
    const app = await _electron.launch({
      executablePath: electronBinary,
      args: [desktopDir],
      // A throwaway user-data folder (Linux: $XDG_CONFIG_HOME/TaxAtlas), so the test never touches a real database.
      env: { ...process.env, XDG_CONFIG_HOME: profileDir, HOME: profileDir } as Record<string, string>,
    });
    try {
      const window = await app.firstWindow();
      await window.waitForLoadState('domcontentloaded');
      const pageUrl = new URL(window.url());
      expect(pageUrl.hostname).toBe('127.0.0.1');

      const connection = await window.evaluate(() =>
        (globalThis as unknown as { taxatlas: { connection: { current(): Promise<unknown> } } }).taxatlas.connection.current(),
      );
      expect(connection).toEqual({ mode: 'local', apiBaseUrl: `${pageUrl.origin}/api` });
      expect(await window.evaluate(() => (globalThis as unknown as { taxatlas: { platform: string } }).taxatlas.platform)).toBe('desktop');
      expect(await window.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');

      const health = await window.evaluate(async (url) => (await fetch(url)).status, `${pageUrl.origin}/api/health`);
      expect(health).toBe(200);
      expect(app.windows()).toHaveLength(1);
    } finally {
      await app.close();
    }
  }, 60_000);
});
