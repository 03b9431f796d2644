import { parseBridgeArguments } from '../preload/bridge-arguments';
import { createMainWindowOptions } from './window-options';

const inputs = { preloadPath: '/app/out/preload/index.js', version: '0.1.0' };

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

  it('loads the built preload and passes it the version', () => {
    expect(webPreferences?.preload).toBe(inputs.preloadPath);
    expect(parseBridgeArguments(webPreferences?.additionalArguments ?? [])).toEqual({ version: '0.1.0' });
  });

  it('opens where the window was last time, or at the default size', () => {
    expect(createMainWindowOptions({ ...inputs, bounds: { x: 10, y: 20, width: 900, height: 700 } })).toMatchObject({
      x: 10,
      y: 20,
      width: 900,
      height: 700,
    });
    expect(createMainWindowOptions(inputs)).toMatchObject({ width: 1280, height: 860 });
  });

  it('waits for ready-to-show before showing the window', () => {
    expect(createMainWindowOptions(inputs).show).toBe(false);
  });
});
