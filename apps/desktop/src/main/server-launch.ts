import { join, resolve } from 'node:path';
import type { RunningServer, StartServerOptions } from '@taxatlas/api/dist/server';
import { findFreePort } from './free-port';
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

export interface ServerLaunchInputs {
  port: number;
  /** `app.getPath('userData')`: the SQLite file and uploads live there, per OS user. */
  userDataDir: string;
  webRoot: string;
  env?: Record<string, string | undefined>;
}

export function buildStartServerOptions(inputs: ServerLaunchInputs): StartServerOptions {
  return {
    host: desktopServerHost,
    port: inputs.port,
    dataDir: inputs.userDataDir,
    webRoot: inputs.webRoot,
    ...(inputs.env ? { env: inputs.env } : {}),
  };
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

function isAddressInUse(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EADDRINUSE';
}

/**
 * Starts the API on a free loopback port, trying a fresh port when another process took the probed one
 * in between (the unavoidable race of probing first). Any other failure is thrown at once.
 */
export async function startWithFreePort(
  startServer: (options: StartServerOptions) => Promise<RunningServer>,
  inputs: Omit<ServerLaunchInputs, 'port'>,
  { attempts = 3, freePort = findFreePort }: { attempts?: number; freePort?: (host: string) => Promise<number> } = {},
): Promise<RunningServer> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const port = await freePort(desktopServerHost);
    try {
      return await startServer(buildStartServerOptions({ ...inputs, port }));
    } catch (error) {
      if (!isAddressInUse(error)) throw error;
      lastError = error;
    }
  }
  throw new Error(`no free port on ${desktopServerHost} after ${attempts} attempts`, { cause: lastError });
}

/** The API base URL the web app should use: the server origin plus `/api`, without a trailing slash. */
export function apiBaseUrlFor(serverUrl: string): string {
  return `${serverUrl.replace(/\/+$/, '')}/api`;
}
