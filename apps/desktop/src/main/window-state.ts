import type { WindowState } from './desktop-settings';

export interface Rectangle {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 860 } as const;
export const MINIMUM_WINDOW_SIZE = { width: 800, height: 600 } as const;

/** How much of the window's top edge must be on a screen for the user to grab it and move it. */
const GRABBABLE = { width: 120, height: 40 } as const;

function overlap(a: Rectangle, b: Rectangle): Rectangle {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y),
  };
}

/**
 * Where to open the window: where it was last time, unless that place is no longer on any screen (a monitor was
 * unplugged, the resolution dropped), in which case at the default size, centred by the OS.
 */
export function windowBoundsToRestore(
  saved: WindowState | undefined,
  workAreas: readonly Rectangle[],
): { bounds: Partial<Rectangle> & { width: number; height: number }; maximized: boolean } {
  const fallback = { bounds: { ...DEFAULT_WINDOW_SIZE }, maximized: saved?.maximized ?? false };
  if (!saved) return fallback;
  const width = Math.max(MINIMUM_WINDOW_SIZE.width, Math.round(saved.width));
  const height = Math.max(MINIMUM_WINDOW_SIZE.height, Math.round(saved.height));
  if (saved.x === undefined || saved.y === undefined) return { bounds: { width, height }, maximized: saved.maximized };
  const titleBar: Rectangle = { x: saved.x, y: saved.y, width, height: GRABBABLE.height };
  const reachable = workAreas.some((area) => {
    const visible = overlap(titleBar, area);
    return visible.width >= GRABBABLE.width && visible.height >= GRABBABLE.height / 2;
  });
  if (!reachable) return { bounds: { width, height }, maximized: saved.maximized };
  return { bounds: { x: Math.round(saved.x), y: Math.round(saved.y), width, height }, maximized: saved.maximized };
}

/**
 * What to remember of the window. When it is maximised the normal bounds are kept (Electron's getNormalBounds), so
 * un-maximising next time goes back to the size the user chose.
 */
export function windowStateToSave(normalBounds: Rectangle, maximized: boolean): WindowState {
  return { x: normalBounds.x, y: normalBounds.y, width: normalBounds.width, height: normalBounds.height, maximized };
}
