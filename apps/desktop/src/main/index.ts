// Electron wiring only: every decision is made in the plain modules beside this file, which are tested
// under Node without Electron.
import { join } from 'node:path';
import { app, BrowserWindow, dialog, session, shell } from 'electron';
import { startServer, type RunningServer } from '@taxatlas/api/dist/server';
import { createNavigationGuards } from './navigation-policy';
import { apiBaseUrlFor, desktopServerEnvironment, resolveWebRoot, startWithFreePort } from './server-launch';
import { createWillQuitHandler } from './server-shutdown';
import { createMainWindowOptions } from './window-options';

let server: RunningServer | undefined;
let mainWindow: BrowserWindow | undefined;

function openMainWindow(running: RunningServer): BrowserWindow {
  const window = new BrowserWindow(
    createMainWindowOptions({
      preloadPath: join(__dirname, '../preload/index.js'),
      apiBaseUrl: apiBaseUrlFor(running.url),
      version: app.getVersion(),
    }),
  );
  const guards = createNavigationGuards(running.url, (url) => shell.openExternal(url));
  window.webContents.setWindowOpenHandler(guards.onWindowOpen);
  window.webContents.on('will-navigate', guards.onWillNavigate);
  window.webContents.on('will-redirect', guards.onWillNavigate);
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    mainWindow = undefined;
  });
  void window.loadURL(running.url);
  return window;
}

async function start(): Promise<void> {
  // The app asks for no camera, location or notification rights; a page that does is refused.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  const userDataDir = app.getPath('userData');
  server = await startWithFreePort(startServer, {
    userDataDir,
    webRoot: resolveWebRoot({ isPackaged: app.isPackaged, resourcesPath: process.resourcesPath, appPath: app.getAppPath() }),
    env: desktopServerEnvironment(process.env, { isPackaged: app.isPackaged, userDataDir }),
  });
  const running = server;
  app.on(
    'will-quit',
    createWillQuitHandler(
      () => running.close(),
      () => app.quit(),
    ),
  );
  mainWindow = openMainWindow(running);
}

if (!app.requestSingleInstanceLock()) {
  // A second copy would open a second SQLite connection on the same file; focus the first instead.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => {
    // macOS apps stay in the dock with no window; the API keeps running until Quit.
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (!mainWindow && server) mainWindow = openMainWindow(server);
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      dialog.showErrorBox('TaxAtlas could not start', error instanceof Error ? (error.stack ?? error.message) : String(error));
      app.exit(1);
    });
}
