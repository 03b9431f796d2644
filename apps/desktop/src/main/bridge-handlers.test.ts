import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bridgeChannels, type SavedCalculation, type SavedCalculationDraft } from '@taxatlas/contracts/desktop-bridge';
import { ukDraft } from '../../test/support/saved-drafts';
import { BridgeArgumentError, createBridgeHandlers, type ExportFileWriter, type SavedCalculationsStore } from './bridge-handlers';
import { createSettingsStore, type SettingsStore } from './desktop-settings';
import { createServerConnection } from './server-connection';
import { createSessionVault, type SecretCipher } from './session-vault';

const c = bridgeChannels;
const appOrigin = 'http://127.0.0.1:24680';
const remote = 'https://tax.example.com';

const draft = ukDraft;

/** The API's saved-calculations store, in memory. */
function memoryCalculations(): SavedCalculationsStore & { rows: SavedCalculation[] } {
  const rows: SavedCalculation[] = [];
  const find = (id: string): SavedCalculation => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`no saved calculation ${id}`);
    return row;
  };
  return {
    rows,
    list: jest.fn(async (filter?: { client?: string }) =>
      rows.filter((row) => filter?.client === undefined || row.client === filter.client),
    ),
    save: jest.fn(async (saved: SavedCalculationDraft) => {
      const row = { ...saved, id: `calc-${rows.length + 1}`, createdAt: '2026-05-01T09:00:00.000Z', updatedAt: '2026-05-01T09:00:00.000Z' };
      rows.push(row);
      return row;
    }),
    rename: jest.fn(async (id: string, changes: { client?: string; name?: string }) => {
      const index = rows.indexOf(find(id));
      const row = { ...find(id), ...changes };
      rows[index] = row;
      return row;
    }),
    remove: jest.fn(async (id: string) => {
      rows.splice(rows.indexOf(find(id)), 1);
    }),
    findByIds: jest.fn(async (ids: readonly string[]) => rows.filter((row) => ids.includes(row.id))),
  };
}

function keychainCipher(key = randomBytes(32)): SecretCipher {
  return {
    isEncryptionAvailable: () => true,
    encryptString(plainText) {
      const iv = randomBytes(12);
      const aes = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([aes.update(plainText, 'utf8'), aes.final()]);
      return Buffer.concat([iv, aes.getAuthTag(), body]);
    },
    decryptString(encrypted) {
      const aes = createDecipheriv('aes-256-gcm', key, encrypted.subarray(0, 12));
      aes.setAuthTag(encrypted.subarray(12, 28));
      return Buffer.concat([aes.update(encrypted.subarray(28)), aes.final()]).toString('utf8');
    },
  };
}

/** A TaxAtlas server that accepts the desktop app. */
const healthyServer = (async () =>
  new Response(JSON.stringify({ status: 'ok', database: 'up', version: '1.4.0' }), {
    headers: { 'content-type': 'application/json', 'access-control-allow-origin': appOrigin },
  })) as typeof fetch;

describe('createBridgeHandlers', () => {
  let dir = '';
  let file = '';
  let store: SettingsStore;
  let calculations: ReturnType<typeof memoryCalculations>;
  let writeExportFile: jest.MockedFunction<ExportFileWriter>;
  /** This OS user's keychain key: the same at every launch within a test. */
  let key = randomBytes(32);

  const handlers = () =>
    createBridgeHandlers({
      savedCalculations: calculations,
      connection: createServerConnection({ store, localApiBaseUrl: `${appOrigin}/api`, appOrigin, fetch: healthyServer }),
      sessions: createSessionVault(store, keychainCipher(key)),
      writeExportFile,
      now: () => new Date('2026-05-04T23:30:00Z'),
    });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'taxatlas-bridge-'));
    file = join(dir, 'desktop-settings.json');
    store = createSettingsStore(file);
    calculations = memoryCalculations();
    writeExportFile = jest.fn<ReturnType<ExportFileWriter>, Parameters<ExportFileWriter>>(async ({ defaultName }) =>
      join(dir, defaultName),
    );
    key = randomBytes(32);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('handles every channel of the bridge and nothing else', () => {
    expect(Object.keys(handlers()).sort()).toEqual(Object.values(bridgeChannels).sort());
  });

  describe('saved calculations', () => {
    it('saves a draft and lists it, narrowed by client', async () => {
      const h = handlers();
      const saved = await h[c.savedCalculationsSave](draft('Smith & Co', 'Salary review'));
      await h[c.savedCalculationsSave](draft('Jones Ltd', 'Bonus'));
      expect(saved).toMatchObject({ id: 'calc-1', client: 'Smith & Co', name: 'Salary review' });
      expect(await h[c.savedCalculationsList]({})).toHaveLength(2);
      expect(await h[c.savedCalculationsList]({ client: 'Jones Ltd' })).toEqual([expect.objectContaining({ name: 'Bonus' })]);
      expect(calculations.list).toHaveBeenLastCalledWith({ client: 'Jones Ltd' });
    });

    it('lists everything when the page sends no filter', async () => {
      await handlers()[c.savedCalculationsList](undefined);
      expect(calculations.list).toHaveBeenLastCalledWith({});
    });

    it('refuses a client filter that is not text', async () => {
      await expect(handlers()[c.savedCalculationsList]({ client: 42 })).rejects.toThrow(
        new BridgeArgumentError(c.savedCalculationsList, 'client'),
      );
      expect(calculations.list).not.toHaveBeenCalled();
    });

    it('renames only what the page changed', async () => {
      const h = handlers();
      await h[c.savedCalculationsSave](draft('Smith & Co', 'Salary review'));
      expect(await h[c.savedCalculationsRename]('calc-1', { name: 'Salary review 2026' })).toMatchObject({
        client: 'Smith & Co',
        name: 'Salary review 2026',
      });
      expect(calculations.rename).toHaveBeenCalledWith('calc-1', { name: 'Salary review 2026' });
    });

    it.each([
      ['id', 7, { name: 'New' }],
      ['changes', 'calc-1', 'New'],
      ['changes', 'calc-1', null],
      ['client', 'calc-1', { client: ['Smith'] }],
      ['name', 'calc-1', { name: 12 }],
    ])('refuses a rename with an invalid %s', async (argument, id, changes) => {
      const rename = handlers()[c.savedCalculationsRename];
      const error = await rename(id, changes).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BridgeArgumentError);
      expect((error as Error).message).toBe(`${c.savedCalculationsRename}: ${argument} is invalid`);
      expect(calculations.rename).not.toHaveBeenCalled();
    });

    it('removes by id, and refuses an id that is not text', async () => {
      const h = handlers();
      await h[c.savedCalculationsSave](draft('Smith & Co', 'Salary review'));
      await expect(h[c.savedCalculationsRemove]({ id: 'calc-1' })).rejects.toBeInstanceOf(BridgeArgumentError);
      expect(calculations.rows).toHaveLength(1);
      await h[c.savedCalculationsRemove]('calc-1');
      expect(calculations.rows).toHaveLength(0);
    });
  });

  describe('export', () => {
    beforeEach(async () => {
      const h = handlers();
      await h[c.savedCalculationsSave](draft('Smith & Co', 'Salary review'));
      await h[c.savedCalculationsSave](draft('Jones Ltd', 'Bonus'));
    });

    it('writes all calculations as CSV under a dated name, and says where and how many', async () => {
      expect(await handlers()[c.savedCalculationsExport]('csv')).toEqual({
        saved: true,
        fileName: join(dir, 'taxatlas-saved-calculations-2026-05-04.csv'),
        count: 2,
      });
      expect(writeExportFile).toHaveBeenCalledTimes(1);
      const { defaultName, content } = writeExportFile.mock.calls[0]?.[0] ?? { defaultName: '', content: '' };
      expect(defaultName).toBe('taxatlas-saved-calculations-2026-05-04.csv');
      const lines = content.trim().split('\r\n');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain('Smith & Co');
      expect(lines[2]).toContain('Jones Ltd');
    });

    it('writes only the chosen calculations as JSON', async () => {
      expect(await handlers()[c.savedCalculationsExport]('json', ['calc-2'])).toMatchObject({ saved: true, count: 1 });
      expect(calculations.findByIds).toHaveBeenCalledWith(['calc-2']);
      const { defaultName, content } = writeExportFile.mock.calls[0]?.[0] ?? { defaultName: '', content: '' };
      expect(defaultName.endsWith('.json')).toBe(true);
      expect(JSON.parse(content)).toMatchObject({ calculations: [{ id: 'calc-2', client: 'Jones Ltd' }] });
    });

    it('reports a cancelled save dialog as not saved', async () => {
      writeExportFile.mockResolvedValueOnce(undefined);
      expect(await handlers()[c.savedCalculationsExport]('csv')).toEqual({ saved: false });
    });

    it.each([
      ['format', ['xlsx']],
      ['format', [undefined]],
      ['ids', ['csv', 'calc-1']],
      ['ids', ['csv', ['calc-1', 2]]],
    ])('refuses an export with an invalid %s, before writing anything', async (argument, args) => {
      await expect(handlers()[c.savedCalculationsExport](...args)).rejects.toThrow(`${c.savedCalculationsExport}: ${argument} is invalid`);
      expect(writeExportFile).not.toHaveBeenCalled();
    });
  });

  describe('server connection and session', () => {
    it('checks a server without changing the connection', async () => {
      const h = handlers();
      expect(await h[c.connectionCheck](remote)).toMatchObject({ ok: true, serverUrl: remote });
      expect(await h[c.connectionCurrent]()).toEqual({ mode: 'local', apiBaseUrl: `${appOrigin}/api` });
      expect(store.read().remote).toBeUndefined();
    });

    it('passes on a clear error for a bad address', async () => {
      expect(await handlers()[c.connectionConnectRemote]('http://tax.example.com')).toEqual({
        ok: false,
        error: 'Use an https:// address (plain http is allowed only for this computer).',
      });
      expect(store.read().remote).toBeUndefined();
    });

    it.each([c.connectionCheck, c.connectionConnectRemote])('%s refuses a URL that is not text', async (channel) => {
      await expect(handlers()[channel]({ url: remote })).rejects.toThrow(`${channel}: url is invalid`);
    });

    it('connects to a server, keeps its session apart from the local one, and remembers both at the next launch', async () => {
      const h = handlers();
      await h[c.sessionWrite]('local-token');
      expect(await h[c.connectionConnectRemote](remote)).toMatchObject({ ok: true });
      expect(store.read().remote).toEqual({ serverUrl: remote });
      expect(await h[c.connectionCurrent]()).toEqual({ mode: 'remote', serverUrl: remote, apiBaseUrl: `${remote}/api` });
      expect(await h[c.sessionRead]()).toBeNull();
      await h[c.sessionWrite]('remote-token');

      const nextLaunch = handlers();
      expect(await nextLaunch[c.sessionRead]()).toBe('remote-token');
      const onDisk = readFileSync(file, 'utf8');
      expect(onDisk).not.toContain('remote-token');
      expect(onDisk).not.toContain('local-token');
    });

    it('signs out of the server when going back to the local API, keeping the local session', async () => {
      const h = handlers();
      await h[c.sessionWrite]('local-token');
      await h[c.connectionConnectRemote](remote);
      await h[c.sessionWrite]('remote-token');
      await h[c.connectionUseLocal]();
      expect(await h[c.connectionCurrent]()).toEqual({ mode: 'local', apiBaseUrl: `${appOrigin}/api` });
      expect(await h[c.sessionRead]()).toBe('local-token');
      expect(Object.keys(store.read().sessions ?? {})).toEqual(['local']);
    });

    it('signs out when the page writes null', async () => {
      const h = handlers();
      await h[c.sessionWrite]('local-token');
      await h[c.sessionWrite](null);
      expect(await h[c.sessionRead]()).toBeNull();
      expect(store.read().sessions).toBeUndefined();
    });

    it.each([undefined, 42, { token: 'x' }])('refuses to store %p as a token', async (token) => {
      const h = handlers();
      await h[c.sessionWrite]('local-token');
      await expect(h[c.sessionWrite](token)).rejects.toThrow(`${c.sessionWrite}: token is invalid`);
      expect(await h[c.sessionRead]()).toBe('local-token');
    });
  });
});
