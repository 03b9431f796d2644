import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSettingsStore, parseDesktopSettings, type DesktopSettings } from './desktop-settings';

const everything: DesktopSettings = {
  port: 24_680,
  windowState: { x: -1200, y: 40, width: 1100, height: 700, maximized: true },
  remote: { serverUrl: 'https://tax.example.com' },
  sessions: { local: 'Y2lwaGVy', 'https://tax.example.com': 'b3RoZXI=' },
};

describe('parseDesktopSettings', () => {
  it('reads back every field it wrote', () => {
    expect(parseDesktopSettings(JSON.stringify(everything))).toEqual(everything);
  });

  it.each([
    ['an empty file', ''],
    ['a file cut off mid-write', '{"port": 24680, "windowState": {"width": 1'],
    ['a JSON array', '[1, 2, 3]'],
    ['JSON null', 'null'],
    ['a JSON string', '"port"'],
  ])('gives the defaults for %s', (_name, text) => {
    expect(parseDesktopSettings(text)).toEqual({});
  });

  it('drops only the broken fields of a hand-edited file', () => {
    const parsed = parseDesktopSettings(
      JSON.stringify({
        port: '24680',
        windowState: { width: 900, height: 'tall', maximized: true },
        remote: { serverUrl: 'https://tax.example.com' },
        sessions: { local: 'Y2lwaGVy', broken: 42 },
        unknown: true,
      }),
    );
    expect(parsed).toEqual({ remote: { serverUrl: 'https://tax.example.com' }, sessions: { local: 'Y2lwaGVy' } });
  });

  it.each([
    ['a fraction', 24_680.5],
    ['a privileged port', 80],
    ['a port beyond 65535', 70_000],
    ['a negative number', -1],
  ])('ignores %s as the port', (_name, port) => {
    expect(parseDesktopSettings(JSON.stringify({ port })).port).toBeUndefined();
  });

  it('keeps a window without a saved position, and only `true` counts as maximised', () => {
    expect(parseDesktopSettings(JSON.stringify({ windowState: { width: 1000, height: 700, maximized: 'yes', x: null } }))).toEqual({
      windowState: { width: 1000, height: 700, maximized: false },
    });
  });

  it('leaves out a sessions table with no usable token', () => {
    expect(parseDesktopSettings(JSON.stringify({ sessions: { local: null } }))).toEqual({});
    expect(parseDesktopSettings(JSON.stringify({ sessions: ['token'] }))).toEqual({});
  });
});

describe('createSettingsStore', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'taxatlas-settings-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('starts from the defaults on the first launch, without creating the file', () => {
    const file = join(dir, 'desktop-settings.json');
    expect(createSettingsStore(file).read()).toEqual({});
    expect(existsSync(file)).toBe(false);
  });

  it('keeps the settings for the next launch, in a folder it creates', () => {
    const file = join(dir, 'profile', 'desktop-settings.json');
    const written = createSettingsStore(file).update(() => everything);
    expect(written).toEqual(everything);
    expect(createSettingsStore(file).read()).toEqual(everything);
  });

  it('hands the current settings to each change, so one change keeps what another wrote', () => {
    const file = join(dir, 'desktop-settings.json');
    const store = createSettingsStore(file);
    store.update((current) => ({ ...current, port: 24_680 }));
    const seen: DesktopSettings[] = [];
    store.update((current) => {
      seen.push(current);
      return { ...current, remote: { serverUrl: 'https://tax.example.com' } };
    });
    expect(seen).toEqual([{ port: 24_680 }]);
    expect(createSettingsStore(file).read()).toEqual({ port: 24_680, remote: { serverUrl: 'https://tax.example.com' } });
  });

  it('starts with the defaults when the file is corrupt, and the next save repairs it', () => {
    const file = join(dir, 'desktop-settings.json');
    writeFileSync(file, '{"port": 246\u0000\u0000\u0000');
    const store = createSettingsStore(file);
    expect(store.read()).toEqual({});
    store.update((current) => ({ ...current, port: 24_680 }));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ port: 24_680 });
  });

  it('replaces the file whole and leaves no temporary file behind', () => {
    const file = join(dir, 'desktop-settings.json');
    const store = createSettingsStore(file);
    store.update(() => everything);
    const before = statSync(file).ino;
    store.update(() => ({ port: 24_680 }));
    // A rename over the old file, not a rewrite in place: a crash mid-write can only leave the old or the new file.
    if (process.platform !== 'win32') expect(statSync(file).ino).not.toBe(before);
    expect(readdirSync(dir)).toEqual(['desktop-settings.json']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ port: 24_680 });
  });

  it('keeps the previous settings when a change fails', () => {
    const file = join(dir, 'desktop-settings.json');
    const store = createSettingsStore(file);
    store.update(() => everything);
    expect(() =>
      store.update(() => {
        throw new Error('change failed');
      }),
    ).toThrow('change failed');
    expect(store.read()).toEqual(everything);
    expect(readdirSync(dir)).toEqual(['desktop-settings.json']);
  });

  it('makes the file readable by the OS user only, even one that was readable by others', () => {
    if (process.platform === 'win32') return;
    const file = join(dir, 'desktop-settings.json');
    writeFileSync(file, '{}', { mode: 0o644 });
    createSettingsStore(file).update(() => everything);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
