import { join, resolve } from 'node:path';
import { readOrCreateInstallSecret } from './install-secret';

/** The API listens on loopback only: the desktop app must never be reachable from the network. */
export const desktopServerHost = '127.0.0.1';

export interface WebRootLocation {
  isPackaged: boolean;
  /** `process.resourcesPath`: electron-builder copies the web build to `<resources>/web` (extraResources). */
  resourcesPath: string;
  /** `app.getAppPath()`: apps/desktop when run from the repository. */
  appPath: string;
}

export function resolveWebRoot(location: WebRootLocation): string {
  return location.isPackaged ? join(location.resourcesPath, 'web') : resolve(location.appPath, '..', 'web', 'dist');
}

/**
 * Environment for the in-process API. The API reads `options.env` instead of `process.env` when it is given,
 * so the process environment is passed on. A packaged app runs the API in production mode (no demo data,
 * no development defaults) with this install's own secret; run from the repository it keeps whatever
 * NODE_ENV the developer set.
 */
export function desktopServerEnvironment(
  processEnv: Record<string, string | undefined>,
  { isPackaged, userDataDir }: { isPackaged: boolean; userDataDir: string },
): Record<string, string | undefined> {
  if (!isPackaged) return { ...processEnv };
  return { ...processEnv, NODE_ENV: 'production', JWT_SECRET: readOrCreateInstallSecret(join(userDataDir, '.jwt-secret')) };
}

/** The API base URL the web app should use: the server origin plus `/api`, without a trailing slash. */
export function apiBaseUrlFor(serverUrl: string): string {
  return `${serverUrl.replace(/\/+$/, '')}/api`;
}
