import { parseBridgeArguments } from '../preload/bridge-arguments';
import { createMainWindowOptions } from './window-options';

const inputs = { preloadPath: '/app/out/preload/index.js', apiBaseUrl: 'http://127.0.0.1:49152/api', version: '0.1.0' };

describe('createMainWindowOptions', () => {
  const { webPreferences } = createMainWindowOptions(inputs);

  it('keeps the renderer isolated and sandboxed, with no Node', () => {
    expect(webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('loads the built preload', () => {
    expect(webPreferences?.preload).toBe(inputs.preloadPath);
  });

  it('passes the preload exactly what it needs to build window.taxatlas', () => {
    expect(parseBridgeArguments(webPreferences?.additionalArguments ?? [])).toEqual({
      apiBaseUrl: inputs.apiBaseUrl,
      platform: 'desktop',
      version: '0.1.0',
    });
  });

  it('waits for ready-to-show before showing the window', () => {
    expect(createMainWindowOptions(inputs).show).toBe(false);
  });
});
