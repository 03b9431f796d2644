// Electron wiring only: every decision is made in the plain modules beside this file, and everything done with data
// in desktop-server.ts, which the desktop tests run under Node without Electron.
import { rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, safeStorage, screen, session, shell, type IpcMainInvokeEvent } from 'electron';
import type { BridgeChannel } from '@taxatlas/contracts/desktop-bridge';
import { buildAppMenuTemplate } from './app-menu';
import { autoUpdateEnabled, scheduleUpdateChecks } from './auto-update';
import { startDesktopServer, type DesktopServer } from './desktop-server';
import { createNavigationGuards } from './navigation-policy';
import { resolveWebRoot } from './server-launch';
import type { SecretCipher } from './session-vault';
import { windowBoundsToRestore, windowStateToSave } from './window-state';
import { createMainWindowOptions, secureWebPreferences } from './window-options';
import { createWillQuitHandler } from './server-shutdown';

const WEBSITE_URL = 'https://taxatlas.example';

let desktop: DesktopServer | undefined;
let mainWindow: BrowserWindow | undefined;

/**
 * safeStorage, but on Linux only with a real keyring: without one Electron falls back to a fixed, publicly known key
 * ('basic_text'), which is no protection, so the session vault then keeps tokens in memory only.
 */
function keychainCipher(): SecretCipher {
  return {
    isEncryptionAvailable: () =>
      safeStorage.isEncryptionAvailable() && (process.platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text'),
    encryptString: (plainText) => safeStorage.encryptString(plainText),
    decryptString: (encrypted) => safeStorage.decryptString(encrypted),
  };
}

async function writeExportFile({ defaultName, content }: { defaultName: string; content: string }): Promise<string | undefined> {
  const options = { defaultPath: join(app.getPath('documents'), defaultName) };
  const choice = mainWindow ? await dialog.showSaveDialog(mainWindow, options) : await dialog.showSaveDialog(options);
  if (choice.canceled || !choice.filePath) return undefined;
  await writeFile(choice.filePath, content, 'utf8');
  return choice.filePath;
}

function attachGuards(window: BrowserWindow, running: DesktopServer): void {
  const childOptions = { webPreferences: secureWebPreferences({ preloadPath: preloadPath(), version: app.getVersion() }) };
  const guards = createNavigationGuards(running.origin, (url) => shell.openExternal(url), childOptions);
  window.webContents.setWindowOpenHandler(guards.onWindowOpen);
  window.webContents.on('will-navigate', guards.onWillNavigate);
  window.webContents.on('will-redirect', guards.onWillNavigate);
  // A window the app opened (target="_blank" to one of its own pages) is held to the same rules.
  window.webContents.on('did-create-window', (child) => attachGuards(child, running));
}

const preloadPath = (): string => join(__dirname, '../preload/index.js');

function openMainWindow(running: DesktopServer): BrowserWindow {
  const restored = windowBoundsToRestore(
    running.settings.read().windowState,
    screen.getAllDisplays().map((display) => display.workArea),
  );
  const window = new BrowserWindow(
    createMainWindowOptions({ preloadPath: preloadPath(), version: app.getVersion(), bounds: restored.bounds }),
  );
  attachGuards(window, running);
  window.once('ready-to-show', () => {
    if (restored.maximized) window.maximize();
    window.show();
  });
  window.on('close', () => {
    running.settings.update((current) => ({ ...current, windowState: windowStateToSave(window.getNormalBounds(), window.isMaximized()) }));
  });
  window.on('closed', () => {
    mainWindow = undefined;
  });
  void window.loadURL(`${running.origin}/`);
  return window;
}

function show(path: string): void {
  if (!desktop) return;
  if (!mainWindow) mainWindow = openMainWindow(desktop);
  void mainWindow.loadURL(`${desktop.origin}${path}`);
  mainWindow.focus();
}

function backupFileName(now = new Date()): string {
  return `TaxAtlas-backup-${now.toISOString().slice(0, 10)}.sqlite`;
}

async function backUp(): Promise<void> {
  if (!desktop) return;
  const options = {
    title: 'Back Up TaxAtlas Data',
    defaultPath: join(app.getPath('documents'), backupFileName()),
    filters: [{ name: 'TaxAtlas backup', extensions: ['sqlite'] }],
  };
  const choice = mainWindow ? await dialog.showSaveDialog(mainWindow, options) : await dialog.showSaveDialog(options);
  if (choice.canceled || !choice.filePath) return;
  try {
    // The save dialog has already asked whether to replace an existing file; VACUUM INTO writes only new files.
    rmSync(choice.filePath, { force: true });
    await desktop.backupTo(choice.filePath);
    await dialog.showMessageBox({ type: 'info', message: 'Backup saved', detail: choice.filePath });
  } catch (error) {
    dialog.showErrorBox('The backup could not be saved', error instanceof Error ? error.message : String(error));
  }
}

async function restore(): Promise<void> {
  if (!desktop) return;
  const choice = await dialog.showOpenDialog({
    title: 'Restore TaxAtlas Data',
    properties: ['openFile'],
    filters: [{ name: 'TaxAtlas backup', extensions: ['sqlite'] }],
  });
  const backupFile = choice.filePaths[0];
  if (choice.canceled || !backupFile) return;
  const confirmation = await dialog.showMessageBox({
    type: 'warning',
    buttons: ['Restore', 'Cancel'],
    defaultId: 1,
    cancelId: 1,
    message: 'Replace the data in this app with the backup?',
    detail: `Saved calculations and everything else stored in this app are replaced by the contents of ${backupFile}. The current data is kept beside it as a copy.`,
  });
  if (confirmation.response !== 0) return;
  try {
    const { previousCopy } = await desktop.restoreFrom(backupFile);
    for (const window of BrowserWindow.getAllWindows()) window.webContents.reload();
    await dialog.showMessageBox({
      type: 'info',
      message: 'Backup restored',
      detail: `The data from before the restore is kept in ${previousCopy}.`,
    });
  } catch (error) {
    dialog.showErrorBox('The backup was not restored', error instanceof Error ? error.message : String(error));
  }
}

/** Answers the bridge only for the app's own pages: never for a page that somehow got loaded from elsewhere. */
function registerBridge(running: DesktopServer): void {
  for (const [channel, handler] of Object.entries(running.handlers) as [BridgeChannel, (...args: unknown[]) => Promise<unknown>][]) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...args: unknown[]) => {
      const frameUrl = event.senderFrame?.url;
      if (!frameUrl || new URL(frameUrl).origin !== running.origin) throw new Error('TaxAtlas: bridge call refused from another origin');
      return handler(...args);
    });
  }
}

async function start(): Promise<void> {
  // The app asks for no camera, location or notification rights; a page that does is refused.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  desktop = await startDesktopServer({
    userDataDir: app.getPath('userData'),
    webRoot: resolveWebRoot({ isPackaged: app.isPackaged, resourcesPath: process.resourcesPath, appPath: app.getAppPath() }),
    isPackaged: app.isPackaged,
    env: process.env,
    cipher: keychainCipher(),
    writeExportFile,
  });
  const running = desktop;
  registerBridge(running);
  app.on(
    'will-quit',
    createWillQuitHandler(
      () => running.close(),
      () => app.quit(),
    ),
  );
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildAppMenuTemplate(
        { backUp: () => void backUp(), restore: () => void restore(), show, openWebsite: () => void shell.openExternal(WEBSITE_URL) },
        { platform: process.platform, isPackaged: app.isPackaged, appName: app.getName() },
      ),
    ),
  );
  mainWindow = openMainWindow(running);
  if (running.replacedPort !== undefined) {
    void dialog.showMessageBox(mainWindow, {
      type: 'info',
      message: 'TaxAtlas moved to a new local port',
      detail: `Another program is using port ${running.replacedPort}, so TaxAtlas now uses port ${running.port}. Your saved calculations and data are unchanged; the language and cookie choices of the window start afresh.`,
    });
  }
  if (autoUpdateEnabled({ isPackaged: app.isPackaged, buildFlag: import.meta.env.MAIN_VITE_TAXATLAS_AUTO_UPDATE })) {
    const { autoUpdater } = await import('electron-updater');
    scheduleUpdateChecks(autoUpdater);
  }
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
    if (!mainWindow && desktop) mainWindow = openMainWindow(desktop);
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      dialog.showErrorBox('TaxAtlas could not start', error instanceof Error ? (error.stack ?? error.message) : String(error));
      app.exit(1);
    });
}
