import type { MenuItemConstructorOptions } from 'electron';
import { paths } from '../../../web/src/config/paths';
import { buildAppMenuTemplate, type AppMenuActions, type AppMenuOptions } from './app-menu';

function fakeActions(): jest.Mocked<AppMenuActions> {
  return { backUp: jest.fn(), restore: jest.fn(), show: jest.fn(), openWebsite: jest.fn() };
}

const windows: AppMenuOptions = { platform: 'win32', isPackaged: true, appName: 'TaxAtlas' };
const mac: AppMenuOptions = { platform: 'darwin', isPackaged: true, appName: 'TaxAtlas' };

/** Every item of the menu, submenus included, depth first. */
function items(template: readonly MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])]);
}

function item(template: readonly MenuItemConstructorOptions[], id: string): MenuItemConstructorOptions {
  const found = items(template).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no menu item ${id}`);
  return found;
}

/** Clicks an item as Electron would (its arguments are not used by the app's commands). */
function click(menuItem: MenuItemConstructorOptions): void {
  (menuItem.click as () => void)();
}

const submenuOf = (template: readonly MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions[] =>
  (template.find((entry) => entry.label === label)?.submenu as MenuItemConstructorOptions[] | undefined) ?? [];

describe('buildAppMenuTemplate', () => {
  it.each([
    ['backup', 'backUp'],
    ['restore', 'restore'],
    ['website', 'openWebsite'],
  ] as const)('runs %s through the app', (id, action) => {
    const actions = fakeActions();
    click(item(buildAppMenuTemplate(actions, windows), id));
    expect(actions[action]).toHaveBeenCalledTimes(1);
    for (const other of ['backUp', 'restore', 'openWebsite', 'show'] as const) {
      if (other !== action) expect(actions[other]).not.toHaveBeenCalled();
    }
  });

  it.each([
    ['go-calculators', '/'],
    ['go-saved', '/saved'],
    ['go-admin', '/admin'],
    ['server-connection', '/settings/server'],
  ])('%s shows the page %s', (id, path) => {
    const actions = fakeActions();
    click(item(buildAppMenuTemplate(actions, windows), id));
    expect(actions.show).toHaveBeenCalledWith(path);
  });

  it('opens only pages that are routes of the web app', () => {
    const routes = new Set<string>();
    const collect = (table: object): void => {
      for (const value of Object.values(table)) {
        if (typeof value === 'string') routes.add(value);
        else if (typeof value === 'object' && value !== null) collect(value);
      }
    };
    collect(paths);
    const actions = fakeActions();
    for (const entry of items(buildAppMenuTemplate(actions, mac))) if (entry.click) click(entry);
    const shown = actions.show.mock.calls.map(([path]) => path);
    expect(shown.length).toBeGreaterThan(0);
    for (const path of shown) expect(routes).toContain(path);
  });

  it('gives no two commands the same shortcut', () => {
    for (const options of [windows, mac]) {
      const accelerators = items(buildAppMenuTemplate(fakeActions(), options))
        .map((entry) => entry.accelerator)
        .filter((accelerator): accelerator is string => accelerator !== undefined);
      expect(accelerators.length).toBeGreaterThan(0);
      expect(new Set(accelerators).size).toBe(accelerators.length);
    }
  });

  it('gives every command of its own a unique id', () => {
    const ids = items(buildAppMenuTemplate(fakeActions(), mac))
      .map((entry) => entry.id)
      .filter((id): id is string => id !== undefined);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts the app menu first on macOS, and File closes the window there instead of quitting', () => {
    const template = buildAppMenuTemplate(fakeActions(), { ...mac, appName: 'TaxAtlas Beta' });
    expect(template[0]?.label).toBe('TaxAtlas Beta');
    expect(submenuOf(template, 'TaxAtlas Beta').map((entry) => entry.role)).toContain('quit');
    const file = submenuOf(template, 'File');
    expect(file.at(-1)?.role).toBe('close');
    expect(items(template).filter((entry) => entry.role === 'quit')).toHaveLength(1);
  });

  it.each(['win32', 'linux'] as const)('has no app menu on %s, and File ends with Quit', (platform) => {
    const template = buildAppMenuTemplate(fakeActions(), { ...windows, platform });
    expect(template[0]?.label).toBe('File');
    expect(submenuOf(template, 'File').at(-1)?.role).toBe('quit');
    expect(items(template).filter((entry) => entry.role === 'quit')).toHaveLength(1);
  });

  it('offers the developer tools only when run from the repository', () => {
    const roles = (options: AppMenuOptions) => submenuOf(buildAppMenuTemplate(fakeActions(), options), 'View').map((entry) => entry.role);
    expect(roles({ ...windows, isPackaged: true })).not.toContain('toggleDevTools');
    expect(roles({ ...windows, isPackaged: false })).toContain('toggleDevTools');
  });

  it('keeps the standard edit menu, so copy and paste work in the forms', () => {
    expect(buildAppMenuTemplate(fakeActions(), windows).map((entry) => entry.role)).toContain('editMenu');
  });
});
