import type { MenuItemConstructorOptions } from 'electron';

/** What the menu's own commands do; Electron's roles (copy, zoom, …) need nothing from the app. */
export interface AppMenuActions {
  backUp(): void;
  restore(): void;
  /** Shows a page of the app: '/', '/saved', '/settings/server', '/admin'. */
  show(path: string): void;
  openWebsite(): void;
}

export interface AppMenuOptions {
  readonly platform: NodeJS.Platform;
  readonly isPackaged: boolean;
  readonly appName: string;
}

/**
 * The native menu. Data commands live in File (back up, restore), the app's main places in Go, and the rest are
 * the platform's standard roles, so shortcuts (copy, paste, zoom, full screen) behave as in every other app.
 */
export function buildAppMenuTemplate(
  actions: AppMenuActions,
  { platform, isPackaged, appName }: AppMenuOptions,
): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [];
  if (isMac) {
    template.push({
      label: appName,
      submenu: [
        { role: 'about' },
        { type: 'separator' },
        { role: 'services' },
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        { type: 'separator' },
        { role: 'quit' },
      ],
    });
  }
  template.push(
    {
      label: 'File',
      submenu: [
        { id: 'backup', label: 'Back Up Data…', accelerator: 'CmdOrCtrl+Shift+B', click: () => actions.backUp() },
        { id: 'restore', label: 'Restore from Backup…', click: () => actions.restore() },
        { type: 'separator' },
        { id: 'server-connection', label: 'Server Connection…', click: () => actions.show('/settings/server') },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    {
      label: 'Go',
      submenu: [
        { id: 'go-calculators', label: 'Calculators', accelerator: 'CmdOrCtrl+1', click: () => actions.show('/') },
        { id: 'go-saved', label: 'Saved Calculations', accelerator: 'CmdOrCtrl+2', click: () => actions.show('/saved') },
        { id: 'go-admin', label: 'Admin', accelerator: 'CmdOrCtrl+3', click: () => actions.show('/admin') },
      ],
    },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        // Developer tools only when run from the repository: a packaged app has nothing in them for its users.
        ...(isPackaged ? [] : [{ role: 'toggleDevTools' } as const]),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    { role: 'help', submenu: [{ id: 'website', label: 'TaxAtlas Website', click: () => actions.openWebsite() }] },
  );
  return template;
}
