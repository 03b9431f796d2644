import {
  bridgeChannels,
  type BridgeChannel,
  type SavedCalculation,
  type SavedCalculationDraft,
  type SavedCalculationExportFormat,
  type SavedCalculationExportResult,
  type ServerCheck,
  type ServerConnection,
} from '@taxatlas/contracts/desktop-bridge';
import {
  savedCalculationsCsv,
  savedCalculationsExportFileName,
  savedCalculationsJson,
} from '@taxatlas/contracts/saved-calculations-export';
import type { ServerConnectionService } from './server-connection';
import type { SessionVault } from './session-vault';

/** The saved-calculations store of the in-process API (RunningServer.savedCalculations). */
export interface SavedCalculationsStore {
  list(filter?: { client?: string }): Promise<SavedCalculation[]>;
  save(draft: SavedCalculationDraft): Promise<SavedCalculation>;
  rename(id: string, changes: { client?: string; name?: string }): Promise<SavedCalculation>;
  remove(id: string): Promise<void>;
  findByIds(ids: readonly string[]): Promise<SavedCalculation[]>;
}

/** Writes an export where the user chooses (a save dialog in the app); undefined when they cancel. */
export type ExportFileWriter = (file: { defaultName: string; content: string }) => Promise<string | undefined>;

export interface BridgeHandlerDependencies {
  readonly savedCalculations: SavedCalculationsStore;
  readonly connection: ServerConnectionService;
  readonly sessions: SessionVault;
  readonly writeExportFile: ExportFileWriter;
  readonly now?: () => Date;
}

export type BridgeHandler = (...args: unknown[]) => Promise<unknown>;

/** An argument from the page that is not what the bridge's types promise: the page is not trusted to be right. */
export class BridgeArgumentError extends Error {
  constructor(channel: BridgeChannel, argument: string) {
    super(`${channel}: ${argument} is invalid`);
    this.name = 'BridgeArgumentError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(channel: BridgeChannel, name: string, value: unknown): string {
  if (typeof value !== 'string') throw new BridgeArgumentError(channel, name);
  return value;
}

function optionalText(channel: BridgeChannel, name: string, value: unknown): string | undefined {
  return value === undefined ? undefined : text(channel, name, value);
}

function exportFormat(value: unknown): SavedCalculationExportFormat {
  if (value !== 'csv' && value !== 'json') throw new BridgeArgumentError(bridgeChannels.savedCalculationsExport, 'format');
  return value;
}

function idList(value: unknown): readonly string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) {
    throw new BridgeArgumentError(bridgeChannels.savedCalculationsExport, 'ids');
  }
  return value;
}

/**
 * The main-process side of every bridge call, keyed by IPC channel. Electron registers them with `ipcMain.handle`;
 * the desktop tests call them through a Playwright binding. Drafts are validated by the API's saved-calculations
 * service, which names the field at fault.
 */
export function createBridgeHandlers(deps: BridgeHandlerDependencies): Record<BridgeChannel, BridgeHandler> {
  const { savedCalculations, connection, sessions, writeExportFile, now = () => new Date() } = deps;
  const c = bridgeChannels;
  return {
    [c.savedCalculationsList]: async (filter) => {
      const client = isRecord(filter) ? optionalText(c.savedCalculationsList, 'client', filter.client) : undefined;
      return savedCalculations.list(client === undefined ? {} : { client });
    },
    [c.savedCalculationsSave]: async (draft) => savedCalculations.save(draft as SavedCalculationDraft),
    [c.savedCalculationsRename]: async (id, changes) => {
      if (!isRecord(changes)) throw new BridgeArgumentError(c.savedCalculationsRename, 'changes');
      const client = optionalText(c.savedCalculationsRename, 'client', changes.client);
      const name = optionalText(c.savedCalculationsRename, 'name', changes.name);
      return savedCalculations.rename(text(c.savedCalculationsRename, 'id', id), {
        ...(client === undefined ? {} : { client }),
        ...(name === undefined ? {} : { name }),
      });
    },
    [c.savedCalculationsRemove]: async (id) => savedCalculations.remove(text(c.savedCalculationsRemove, 'id', id)),
    [c.savedCalculationsExport]: async (format, ids): Promise<SavedCalculationExportResult> => {
      const chosenFormat = exportFormat(format);
      const chosenIds = idList(ids);
      const rows = chosenIds ? await savedCalculations.findByIds(chosenIds) : await savedCalculations.list({});
      const content = chosenFormat === 'csv' ? savedCalculationsCsv(rows) : savedCalculationsJson(rows);
      const fileName = await writeExportFile({ defaultName: savedCalculationsExportFileName(chosenFormat, now()), content });
      return fileName === undefined ? { saved: false } : { saved: true, fileName, count: rows.length };
    },
    [c.connectionCurrent]: async (): Promise<ServerConnection> => connection.current(),
    [c.connectionCheck]: async (url): Promise<ServerCheck> => connection.check(text(c.connectionCheck, 'url', url)),
    [c.connectionConnectRemote]: async (url): Promise<ServerCheck> => connection.connectRemote(text(c.connectionConnectRemote, 'url', url)),
    [c.connectionUseLocal]: async () => {
      const left = connection.current();
      // Leaving a server signs out of it: its token is of no use once the app no longer talks to it.
      if (left.mode === 'remote') sessions.write(left.serverUrl, null);
      connection.useLocal();
    },
    [c.sessionRead]: async () => sessions.read(connection.sessionKey()),
    [c.sessionWrite]: async (token) => {
      if (token !== null && typeof token !== 'string') throw new BridgeArgumentError(c.sessionWrite, 'token');
      sessions.write(connection.sessionKey(), token);
    },
  };
}
