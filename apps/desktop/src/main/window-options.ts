import type { BrowserWindowConstructorOptions } from 'electron';
import { encodeBridgeArguments, type BridgeArgumentValues } from '../preload/bridge-arguments';

export interface MainWindowInputs extends BridgeArgumentValues {
  /** Absolute path of the built preload (out/preload/index.js). */
  preloadPath: string;
}

/**
 * Options of the one app window. The page is a normal web page served over HTTP, so it gets no Node:
 * isolation, sandbox and no Node integration stay on (Electron security checklist); the only thing it
 * learns from the desktop is `window.taxatlas`, which the preload builds from `additionalArguments`.
 */
export function createMainWindowOptions(inputs: MainWindowInputs): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 860,
    minWidth: 800,
    minHeight: 600,
    title: 'TaxAtlas',
    // Shown on `ready-to-show`, so the user never sees an empty white frame.
    show: false,
    webPreferences: {
      preload: inputs.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      additionalArguments: encodeBridgeArguments({ apiBaseUrl: inputs.apiBaseUrl, version: inputs.version }),
    },
  };
}
