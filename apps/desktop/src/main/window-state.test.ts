import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSettingsStore } from './desktop-settings';
import { DEFAULT_WINDOW_SIZE, MINIMUM_WINDOW_SIZE, windowBoundsToRestore, windowStateToSave, type Rectangle } from './window-state';

const laptop: Rectangle = { x: 0, y: 0, width: 1440, height: 875 };
/** A second monitor to the left of the laptop: negative coordinates are real places. */
const leftMonitor: Rectangle = { x: -1920, y: 0, width: 1920, height: 1040 };

describe('windowBoundsToRestore', () => {
  it('opens at the default size, centred by the OS, on the first launch', () => {
    expect(windowBoundsToRestore(undefined, [laptop])).toEqual({ bounds: { ...DEFAULT_WINDOW_SIZE }, maximized: false });
  });

  it('opens where the window was last time', () => {
    expect(windowBoundsToRestore({ x: 100, y: 50, width: 1000, height: 700, maximized: false }, [laptop])).toEqual({
      bounds: { x: 100, y: 50, width: 1000, height: 700 },
      maximized: false,
    });
  });

  it('opens on the second monitor when it is still there, and at the size only when it was unplugged', () => {
    const saved = { x: -1500, y: 100, width: 1200, height: 800, maximized: true };
    expect(windowBoundsToRestore(saved, [laptop, leftMonitor])).toEqual({
      bounds: { x: -1500, y: 100, width: 1200, height: 800 },
      maximized: true,
    });
    expect(windowBoundsToRestore(saved, [laptop])).toEqual({ bounds: { width: 1200, height: 800 }, maximized: true });
  });

  it('keeps a window hanging partly off the screen while enough of its title bar can be grabbed', () => {
    const saved = { x: laptop.width - 200, y: 300, width: 1000, height: 700, maximized: false };
    expect(windowBoundsToRestore(saved, [laptop]).bounds).toEqual({ x: laptop.width - 200, y: 300, width: 1000, height: 700 });
  });

  it.each([
    ['only a sliver of it shows at the right edge', { x: laptop.width - 60, y: 300 }],
    ['its title bar is above the top of the screen', { x: 100, y: -35 }],
    ['it is below the bottom of the screen', { x: 100, y: laptop.height - 5 }],
    ['it is far off any screen (a resolution drop)', { x: 3000, y: 2000 }],
  ])('lets the OS place it when %s', (_name, position) => {
    expect(windowBoundsToRestore({ ...position, width: 1000, height: 700, maximized: false }, [laptop])).toEqual({
      bounds: { width: 1000, height: 700 },
      maximized: false,
    });
  });

  it('lets the OS place a window with no saved position', () => {
    expect(windowBoundsToRestore({ width: 1000, height: 700, maximized: true }, [laptop])).toEqual({
      bounds: { width: 1000, height: 700 },
      maximized: true,
    });
  });

  it('never opens smaller than the minimum size, and rounds to whole pixels', () => {
    expect(windowBoundsToRestore({ x: 10.4, y: 20.6, width: 300, height: 200.2, maximized: false }, [laptop]).bounds).toEqual({
      x: 10,
      y: 21,
      width: MINIMUM_WINDOW_SIZE.width,
      height: MINIMUM_WINDOW_SIZE.height,
    });
    expect(windowBoundsToRestore({ x: 0, y: 0, width: 1000.6, height: 700.4, maximized: false }, [laptop]).bounds).toEqual({
      x: 0,
      y: 0,
      width: 1001,
      height: 700,
    });
  });

  it('lets the OS place it when there is no screen at all', () => {
    expect(windowBoundsToRestore({ x: 0, y: 0, width: 1000, height: 700, maximized: false }, []).bounds).toEqual({
      width: 1000,
      height: 700,
    });
  });
});

describe('windowStateToSave', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'taxatlas-window-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the normal bounds of a maximised window, so un-maximising next time restores the size the user chose', () => {
    expect(windowStateToSave({ x: 120, y: 80, width: 1100, height: 720 }, true)).toEqual({
      x: 120,
      y: 80,
      width: 1100,
      height: 720,
      maximized: true,
    });
  });

  it('reopens the window where it was closed, through the settings file', () => {
    const file = join(dir, 'desktop-settings.json');
    const closedAt = { x: -1700, y: 60, width: 1300, height: 900 };
    createSettingsStore(file).update((current) => ({ ...current, windowState: windowStateToSave(closedAt, false) }));
    const nextLaunch = createSettingsStore(file).read().windowState;
    expect(windowBoundsToRestore(nextLaunch, [laptop, leftMonitor])).toEqual({ bounds: closedAt, maximized: false });
  });
});
