// Publishes the catalogue the saved calculations' pages are checked against (libs/contracts saved-calculations.ts).
import '../calculator-catalogue';
import type { SavedCalculation, SavedCalculationsBridge } from '@taxatlas/contracts/desktop-bridge';
import {
  savedCalculationsCsv,
  savedCalculationsExportFileName,
  savedCalculationsJson,
} from '@taxatlas/contracts/saved-calculations-export';
import { downloadFile } from '../download-file';
import { SAVED_CALCULATIONS_STORAGE_KEY, type BrowserBridgeOptions } from './browser-bridge';

function isSavedCalculation(value: unknown): value is SavedCalculation {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    ['id', 'client', 'name', 'createdAt', 'updatedAt'].every((key) => typeof row[key] === 'string') && typeof row.calculation === 'object'
  );
}

// crypto.randomUUID needs a secure context; a page served over plain http on a LAN address has none.
const randomId = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

const newestFirst = (a: SavedCalculation, b: SavedCalculation) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id);

/**
 * Saved calculations in this browser's localStorage, validated by the same contract as the desktop app's database. A
 * chunk of its own: loaded the first time a page saves or lists, not with every page. The contract (it brings zod) is
 * fetched when a calculation is saved or renamed, so listing them (/saved) does without it.
 */
export function createBrowserSavedCalculations(options: BrowserBridgeOptions): SavedCalculationsBridge {
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? randomId;
  const download = options.download ?? downloadFile;

  const readAll = (): SavedCalculation[] => {
    try {
      const parsed: unknown = JSON.parse(options.storage()?.getItem(SAVED_CALCULATIONS_STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isSavedCalculation) : [];
    } catch {
      return [];
    }
  };
  const writeAll = (rows: readonly SavedCalculation[]): void => {
    const storage = options.storage();
    if (!storage) throw new Error('This browser does not allow saving here (storage is blocked).');
    storage.setItem(SAVED_CALCULATIONS_STORAGE_KEY, JSON.stringify(rows));
  };
  const find = (rows: readonly SavedCalculation[], id: string): SavedCalculation => {
    const found = rows.find((row) => row.id === id);
    if (!found) throw new Error('Saved calculation not found');
    return found;
  };

  return {
    list: async (filter) =>
      readAll()
        .filter((row) => filter?.client === undefined || row.client === filter.client.trim())
        .sort(newestFirst),
    save: async (draft) => {
      const { parseSavedCalculationDraft } = await import('@taxatlas/contracts/saved-calculations');
      const checked = parseSavedCalculationDraft(draft);
      const stamp = now().toISOString();
      const saved: SavedCalculation = { id: newId(), ...checked, createdAt: stamp, updatedAt: stamp };
      writeAll([...readAll(), saved]);
      return saved;
    },
    rename: async (id, changes) => {
      const { parseSavedCalculationChanges } = await import('@taxatlas/contracts/saved-calculations');
      const checked = parseSavedCalculationChanges(changes);
      const rows = readAll();
      const renamed: SavedCalculation = { ...find(rows, id), ...checked, updatedAt: now().toISOString() };
      writeAll(rows.map((row) => (row.id === id ? renamed : row)));
      return renamed;
    },
    remove: async (id) => {
      const rows = readAll();
      find(rows, id);
      writeAll(rows.filter((row) => row.id !== id));
    },
    export: async (format, ids) => {
      const rows = readAll()
        .filter((row) => ids === undefined || ids.includes(row.id))
        .sort(newestFirst);
      const fileName = savedCalculationsExportFileName(format, now());
      const content = format === 'csv' ? savedCalculationsCsv(rows) : savedCalculationsJson(rows);
      download(fileName, content, format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json');
      return { saved: true, fileName, count: rows.length };
    },
  };
}
