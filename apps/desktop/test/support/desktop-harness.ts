// Starts the desktop app's server side under Node exactly as Electron's main process does: the same built file
// (out/main/desktop-server.js, an entry of the electron-vite build), in packaged mode, with stand-ins only for what
// Electron provides (the OS keychain and the save dialog).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type * as DesktopServerModule from '../../src/main/desktop-server';
import type { SecretCipher } from '../../src/main/session-vault';

export const repositoryDir = resolve(__dirname, '../../../..');
export const desktopServerBuild = join(repositoryDir, 'apps/desktop/out/main/desktop-server.js');
export const preloadBuild = join(repositoryDir, 'apps/desktop/out/preload/index.js');
export const webRoot = join(repositoryDir, 'apps/web/dist');

export type DesktopServer = DesktopServerModule.DesktopServer;

/** The built module; required at run time so that the tests run the bundle the app ships, not the sources. */
export function desktopServerModule(): typeof DesktopServerModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(desktopServerBuild) as typeof DesktopServerModule;
}

/**
 * A stand-in for safeStorage that really encrypts (AES-256-GCM under a key fixed for the test run, as the OS keychain's
 * key is fixed for a user), so a test can check that no token reaches the disk in clear.
 */
export const testKeychain: SecretCipher = (() => {
  const key = createHash('sha256').update('taxatlas desktop test keychain').digest();
  return {
    isEncryptionAvailable: () => true,
    encryptString(plainText: string): Buffer {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decryptString(encrypted: Buffer): string {
      const decipher = createDecipheriv('aes-256-gcm', key, encrypted.subarray(0, 12));
      decipher.setAuthTag(encrypted.subarray(12, 28));
      return Buffer.concat([decipher.update(encrypted.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
})();

/** Where the stand-in save dialog puts exports: `<userData>/exports/<default name>`. */
export function exportsDir(userDataDir: string): string {
  return join(userDataDir, 'exports');
}

export interface TestDesktopOptions {
  readonly fetch?: typeof fetch;
  readonly env?: Record<string, string | undefined>;
}

/** One launch of the desktop app's server side on `userDataDir`. */
export function startTestDesktop(userDataDir: string, options: TestDesktopOptions = {}): Promise<DesktopServer> {
  return desktopServerModule().startDesktopServer({
    userDataDir,
    webRoot,
    // Packaged: production mode with this install's own secret, as users run it.
    isPackaged: true,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...options.env },
    cipher: testKeychain,
    writeExportFile: async ({ defaultName, content }) => {
      mkdirSync(exportsDir(userDataDir), { recursive: true });
      const file = join(exportsDir(userDataDir), defaultName);
      writeFileSync(file, content, 'utf8');
      return file;
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/**
 * The built preload, wrapped so that it runs in a plain Chromium page as it runs in Electron's sandboxed preload:
 * `require('electron')` yields a contextBridge that defines the global and an ipcRenderer whose invoke goes to the
 * Playwright binding `__taxatlasInvoke`, which calls the same main-process handlers.
 */
export function preloadInitScript(version = '0.1.0'): string {
  const bundle = readFileSync(preloadBuild, 'utf8');
  return `(() => {
  const electron = {
    contextBridge: { exposeInMainWorld: (key, value) => Object.defineProperty(window, key, { value: Object.freeze(value), enumerable: true }) },
    ipcRenderer: { invoke: (channel, ...args) => window.__taxatlasInvoke(channel, ...args) },
  };
  const require = (name) => {
    if (name !== 'electron') throw new Error('a sandboxed preload can require only electron, not ' + name);
    return electron;
  };
  const process = { argv: ['--taxatlas-version=${version}'] };
  // A scope of its own, as a preload module has: the bundle declares its own \`electron\`.
  ((require, process) => {
    ${bundle}
  })(require, process);
})();`;
}
