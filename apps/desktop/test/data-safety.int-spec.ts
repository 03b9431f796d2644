// Desktop data safety: a crash in the middle of writes leaves a sound database holding every acknowledged
// write, quitting is clean, and a backup restores. The server side runs in a child process (fixtures/desktop-writer.cjs)
// from the same built desktop-server.js the app runs.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bridgeChannels, type SavedCalculation } from '@taxatlas/contracts/desktop-bridge';
import { ukDraft } from './support/saved-drafts';
import { desktopServerModule, startTestDesktop, webRoot } from './support/desktop-harness';

jest.setTimeout(120_000);

const writer = join(__dirname, 'fixtures/desktop-writer.cjs');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function freshUserData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'taxatlas-desktop-safety-'));
  dirs.push(dir);
  return dir;
}

interface Writer {
  child: ChildProcessWithoutNullStreams;
  acknowledged: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  waitFor(predicate: () => boolean): Promise<void>;
  output(): string;
}

function startWriter(userDataDir: string): Writer {
  const child = spawn(process.execPath, [writer, userDataDir, webRoot], { stdio: 'pipe' });
  const acknowledged: string[] = [];
  let text = '';
  let errors = '';
  const listeners = new Set<() => void>();
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (errors += chunk));
  child.stdout.on('data', (chunk: string) => {
    text += chunk;
    const lines = text.split('\n');
    text = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('saved ')) acknowledged.push(line.slice(6));
    listeners.forEach((listener) => listener());
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    acknowledged,
    exited,
    output: () => errors,
    waitFor: (predicate) =>
      new Promise((resolve, reject) => {
        const check = (): void => {
          if (predicate()) {
            listeners.delete(check);
            resolve();
          }
        };
        listeners.add(check);
        void exited.then(() => reject(new Error(`the writer exited early: ${errors}`)));
        check();
      }),
  };
}

const databaseFile = (userDataDir: string): string => join(userDataDir, 'taxatlas.sqlite');

describe('desktop data safety', () => {
  it('after kill -9 in the middle of writes, the database passes integrity_check and holds every acknowledged write', async () => {
    const userDataDir = freshUserData();
    const writerProcess = startWriter(userDataDir);
    await writerProcess.waitFor(() => writerProcess.acknowledged.length >= 200);
    writerProcess.child.kill('SIGKILL');
    expect(await writerProcess.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const acknowledged = [...writerProcess.acknowledged];

    // The crash left SQLite's write-ahead log behind: the database is in WAL mode and was not closed.
    expect(existsSync(`${databaseFile(userDataDir)}-wal`)).toBe(true);
    expect(await desktopServerModule().sqliteIntegrityCheck(databaseFile(userDataDir))).toBe('ok');

    const desktop = await startTestDesktop(userDataDir);
    try {
      const stored = (await desktop.handlers[bridgeChannels.savedCalculationsList]({})) as SavedCalculation[];
      const storedIds = new Set(stored.map((row) => row.id));
      expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    } finally {
      await desktop.close();
    }
  });

  it('quits cleanly: close() lets the process exit by itself and leaves no write-ahead log', async () => {
    const userDataDir = freshUserData();
    const writerProcess = startWriter(userDataDir);
    await writerProcess.waitFor(() => writerProcess.acknowledged.length >= 20);
    // Ending stdin as a parent does when it quits: an open pipe would hold the writer by itself.
    writerProcess.child.stdin.end('close\n');
    // No process.exit in the writer: it ends only if close() released every socket, timer and database handle.
    expect(await writerProcess.exited).toEqual({ code: 0, signal: null });
    const wal = `${databaseFile(userDataDir)}-wal`;
    expect(!existsSync(wal) || statSync(wal).size === 0).toBe(true);
    expect(await desktopServerModule().sqliteIntegrityCheck(databaseFile(userDataDir))).toBe('ok');
  });

  it('backs up the live database and restores it, keeping the data from before the restore aside', async () => {
    const userDataDir = freshUserData();
    const desktop = await startTestDesktop(userDataDir);
    try {
      const save = desktop.handlers[bridgeChannels.savedCalculationsSave];
      await save(ukDraft('Smith & Co', 'Before the backup'));
      const backup = join(freshUserData(), 'backup.sqlite');
      await desktop.backupTo(backup);
      await save(ukDraft('Smith & Co', 'After the backup'));

      const { previousCopy } = await desktop.restoreFrom(backup);
      const names = ((await desktop.handlers[bridgeChannels.savedCalculationsList]({})) as SavedCalculation[]).map((row) => row.name);
      expect(names).toEqual(['Before the backup']);
      expect(existsSync(previousCopy)).toBe(true);
      // The API answers again on the same origin after the restore.
      expect((await fetch(`${desktop.origin}/api/health`)).status).toBe(200);
    } finally {
      await desktop.close();
    }
  });

  it('refuses to restore a file that is not a TaxAtlas backup, and changes nothing', async () => {
    const userDataDir = freshUserData();
    const desktop = await startTestDesktop(userDataDir);
    try {
      await desktop.handlers[bridgeChannels.savedCalculationsSave](ukDraft('Smith & Co', 'Kept'));
      const notABackup = join(userDataDir, 'desktop-settings.json');
      await expect(desktop.restoreFrom(notABackup)).rejects.toThrow(/cannot be restored/);
      const names = ((await desktop.handlers[bridgeChannels.savedCalculationsList]({})) as SavedCalculation[]).map((row) => row.name);
      expect(names).toEqual(['Kept']);
    } finally {
      await desktop.close();
    }
  });
});
