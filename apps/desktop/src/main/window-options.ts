import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';
import { encodeBridgeArguments, type BridgeArgumentValues } from '../preload/bridge-arguments';
import { DEFAULT_WINDOW_SIZE, MINIMUM_WINDOW_SIZE, type Rectangle } from './window-state';

export interface MainWindowInputs extends BridgeArgumentValues {
  /** Absolute path of the built preload (out/preload/index.js). */
  preloadPath: string;
  /** Where the window was last time (window-state.ts), else the default size. */
  bounds?: Partial<Rectangle> & { width: number; height: number };
}

/**
 * The page is a normal web page served over HTTP, so it gets no Node: isolation, sandbox and no Node integration stay
 * on (Electron security checklist); all it learns from the desktop is `window.taxatlas`, built by the preload. Every
 * window of the app, including one a link opens with target="_blank", gets exactly these.
 */
export function secureWebPreferences(inputs: Pick<MainWindowInputs, 'preloadPath' | 'version'>): WebPreferences {
  return {
    preload: inputs.preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
    additionalArguments: encodeBridgeArguments({ version: inputs.version }),
  };
}

export function createMainWindowOptions(inputs: MainWindowInputs): BrowserWindowConstructorOptions {
  return {
    ...(inputs.bounds ?? DEFAULT_WINDOW_SIZE),
    minWidth: MINIMUM_WINDOW_SIZE.width,
    minHeight: MINIMUM_WINDOW_SIZE.height,
    title: 'TaxAtlas',
    // Shown on `ready-to-show`, so the user never sees an empty white frame.
    show: false,
    webPreferences: secureWebPreferences(inputs),
  };
}
