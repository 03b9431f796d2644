import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Where the window was, so the next launch opens it in the same place. */
export interface WindowState {
  readonly x?: number;
  readonly y?: number;
  readonly width: number;
  readonly height: number;
  readonly maximized: boolean;
}

/** A hosted server the app was connected to; its session token is kept encrypted (see session-vault.ts). */
export interface RemoteServerSetting {
  readonly serverUrl: string;
}

/**
 * What the desktop app remembers between launches, in `<userData>/desktop-settings.json`. The port is part of the
 * renderer's origin, so keeping it keeps the origin and with it the page's localStorage (language, cookie choice).
 */
export interface DesktopSettings {
  readonly port?: number;
  readonly windowState?: WindowState;
  readonly remote?: RemoteServerSetting;
  /** Session tokens by server ('local' or a remote server URL), encrypted by the OS keychain, base64. */
  readonly sessions?: Readonly<Record<string, string>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readPort(value: unknown): number | undefined {
  return Number.isInteger(value) && (value as number) >= 1024 && (value as number) <= 65_535 ? (value as number) : undefined;
}

function readWindowState(value: unknown): WindowState | undefined {
  if (!isRecord(value) || !isFiniteNumber(value.width) || !isFiniteNumber(value.height)) return undefined;
  return {
    ...(isFiniteNumber(value.x) ? { x: value.x } : {}),
    ...(isFiniteNumber(value.y) ? { y: value.y } : {}),
    width: value.width,
    height: value.height,
    maximized: value.maximized === true,
  };
}

function readRemote(value: unknown): RemoteServerSetting | undefined {
  if (!isRecord(value) || typeof value.serverUrl !== 'string') return undefined;
  return { serverUrl: value.serverUrl };
}

function readSessions(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * The settings in `text`, keeping each field that is well-formed and dropping the rest: a hand-edited or half-written
 * file costs at most the broken field, never the app's start.
 */
export function parseDesktopSettings(text: string): DesktopSettings {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isRecord(raw)) return {};
  const port = readPort(raw.port);
  const windowState = readWindowState(raw.windowState);
  const remote = readRemote(raw.remote);
  const sessions = readSessions(raw.sessions);
  return {
    ...(port === undefined ? {} : { port }),
    ...(windowState ? { windowState } : {}),
    ...(remote ? { remote } : {}),
    ...(sessions ? { sessions } : {}),
  };
}

export interface SettingsStore {
  read(): DesktopSettings;
  update(change: (current: DesktopSettings) => DesktopSettings): DesktopSettings;
}

/**
 * The settings file. Writes go to a temporary file that is then renamed over the old one, so a crash mid-write
 * leaves the previous settings, never a truncated file. Readable by the OS user only.
 */
export function createSettingsStore(file: string): SettingsStore {
  const read = (): DesktopSettings => {
    try {
      return parseDesktopSettings(readFileSync(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error;
    }
  };
  return {
    read,
    update(change) {
      const next = change(read());
      mkdirSync(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
      renameSync(temporary, file);
      return next;
    },
  };
}
