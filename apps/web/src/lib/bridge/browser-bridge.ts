import type { SavedCalculationsBridge, TaxAtlasBridge } from '@taxatlas/contracts/desktop-bridge';

/** Browser storage keys: the session token (docs/product.md, "Browser storage") and this browser's saved calculations. */
export const TOKEN_STORAGE_KEY = 'token';
export const SAVED_CALCULATIONS_STORAGE_KEY = 'taxatlas:saved-calculations';

export interface BrowserBridgeOptions {
  readonly storage: () => Storage | undefined;
  readonly origin: string;
  readonly version: string;
  readonly now?: () => Date;
  readonly newId?: () => string;
  readonly download?: (fileName: string, content: string, type: string) => void;
}

/**
 * The bridge in a browser (the hosted site, or `npm start`): saved calculations live in this browser's localStorage
 * (browser-saved-calculations.ts, loaded on first use); the session token is in localStorage as before; there is no
 * other server to connect to. A storage that is full or blocked makes `save` fail, so the page never says "saved"
 * for something that was not.
 */
export function createBrowserBridge(options: BrowserBridgeOptions): TaxAtlasBridge {
  let store: Promise<SavedCalculationsBridge> | undefined;
  const saved = (): Promise<SavedCalculationsBridge> =>
    (store ??= import('./browser-saved-calculations').then((module) => module.createBrowserSavedCalculations(options)));
  return {
    platform: 'web',
    version: options.version,
    savedCalculations: {
      list: async (filter) => (await saved()).list(filter),
      save: async (draft) => (await saved()).save(draft),
      rename: async (id, changes) => (await saved()).rename(id, changes),
      remove: async (id) => (await saved()).remove(id),
      export: async (format, ids) => (await saved()).export(format, ids),
    },
    connection: {
      canConnectRemote: false,
      current: async () => ({ mode: 'local', apiBaseUrl: `${options.origin}/api` }),
      check: async () => ({ ok: false, error: 'Only the desktop app connects to another server.' }),
      connectRemote: async () => ({ ok: false, error: 'Only the desktop app connects to another server.' }),
      useLocal: async () => undefined,
    },
    session: {
      read: async () => {
        try {
          return options.storage()?.getItem(TOKEN_STORAGE_KEY) || null;
        } catch {
          return null;
        }
      },
      write: async (token) => {
        try {
          if (token === null) options.storage()?.removeItem(TOKEN_STORAGE_KEY);
          else options.storage()?.setItem(TOKEN_STORAGE_KEY, token);
        } catch {
          // Storage blocked: the session lasts as long as this page.
        }
      },
    },
  };
}
