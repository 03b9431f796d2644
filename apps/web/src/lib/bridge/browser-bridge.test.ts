import type { CalculationSnapshot } from '@taxatlas/contracts/desktop-bridge';
import { createBrowserBridge, SAVED_CALCULATIONS_STORAGE_KEY, TOKEN_STORAGE_KEY } from './browser-bridge';

const calculation: CalculationSnapshot = {
  calculator: 'uk-income-tax',
  calculatorName: 'UK Income Tax',
  url: '/uk/income-tax?income=60000&year=2026-27&region=england',
  taxYear: '2026-27',
  inputs: { income: '60000', year: '2026-27', region: 'england' },
  result: {
    calculationType: 'uk-income-tax',
    currency: 'GBP',
    inputAmount: 60000,
    totalTax: 11432,
    netAmount: 45358,
    effectiveRate: 19.05,
  },
};

function bridgeAt(times: string[], { blocked = false } = {}) {
  const storage = blocked ? undefined : window.localStorage;
  let id = 0;
  const downloads: { fileName: string; content: string; type: string }[] = [];
  const bridge = createBrowserBridge({
    storage: () => storage,
    origin: 'https://taxatlas.example',
    version: 'web',
    now: () => new Date(times.shift() ?? '2026-11-24T12:00:00Z'),
    newId: () => `id-${(id += 1)}`,
    download: (fileName, content, type) => downloads.push({ fileName, content, type }),
  });
  return { bridge, downloads };
}

describe('the browser bridge', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps saved calculations in localStorage, newest first, and lists one client', async () => {
    const { bridge } = bridgeAt(['2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z', '2026-11-22T10:00:00Z']);
    await bridge.savedCalculations.save({ client: ' Smith & Co ', name: 'April', calculation });
    await bridge.savedCalculations.save({ client: 'Jones', name: 'Bonus', calculation });
    await bridge.savedCalculations.save({ client: 'Smith & Co', name: 'May', calculation });
    // A second bridge on the same storage (the next page load) sees the same list.
    const { bridge: later } = bridgeAt([]);
    expect((await later.savedCalculations.list()).map((row) => row.name)).toEqual(['May', 'Bonus', 'April']);
    expect((await later.savedCalculations.list({ client: 'Smith & Co' })).map((row) => row.name)).toEqual(['May', 'April']);
    expect(JSON.parse(window.localStorage.getItem(SAVED_CALCULATIONS_STORAGE_KEY) ?? '[]')).toHaveLength(3);
  });

  it('refuses a draft the contract refuses, naming the field, and stores nothing', async () => {
    const { bridge } = bridgeAt([]);
    await expect(bridge.savedCalculations.save({ client: 'Smith', name: '  ', calculation })).rejects.toThrow(/name/);
    await expect(
      bridge.savedCalculations.save({ client: 'Smith', name: 'Phish', calculation: { ...calculation, url: 'https://evil.example/' } }),
    ).rejects.toThrow(/url/);
    expect(window.localStorage.getItem(SAVED_CALCULATIONS_STORAGE_KEY)).toBeNull();
  });

  it('renames and removes; an unknown id is an error, not a silent success', async () => {
    const { bridge } = bridgeAt(['2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z']);
    const saved = await bridge.savedCalculations.save({ client: 'Smith', name: 'April', calculation });
    const renamed = await bridge.savedCalculations.rename(saved.id, { name: 'April review' });
    expect(renamed).toMatchObject({ id: saved.id, client: 'Smith', name: 'April review', updatedAt: '2026-11-21T10:00:00.000Z' });
    await expect(bridge.savedCalculations.rename('missing', { name: 'x' })).rejects.toThrow('Saved calculation not found');
    await bridge.savedCalculations.remove(saved.id);
    expect(await bridge.savedCalculations.list()).toEqual([]);
    await expect(bridge.savedCalculations.remove(saved.id)).rejects.toThrow('Saved calculation not found');
  });

  it('says so when storage is blocked, rather than claiming it saved', async () => {
    const { bridge } = bridgeAt([], { blocked: true });
    await expect(bridge.savedCalculations.save({ client: 'Smith', name: 'April', calculation })).rejects.toThrow(/storage is blocked/);
  });

  it('ignores stored entries that are not saved calculations (storage can be edited)', async () => {
    window.localStorage.setItem(SAVED_CALCULATIONS_STORAGE_KEY, JSON.stringify([{ id: 1 }, 'x', null]));
    expect(await bridgeAt([]).bridge.savedCalculations.list()).toEqual([]);
    window.localStorage.setItem(SAVED_CALCULATIONS_STORAGE_KEY, '{not json');
    expect(await bridgeAt([]).bridge.savedCalculations.list()).toEqual([]);
  });

  it('exports the chosen calculations as a CSV download with the BOM and escaped cells', async () => {
    const { bridge, downloads } = bridgeAt(['2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z', '2026-11-24T09:00:00Z']);
    const first = await bridge.savedCalculations.save({ client: '=HYPERLINK("x")', name: 'April', calculation });
    await bridge.savedCalculations.save({ client: 'Jones', name: 'Bonus', calculation });
    const result = await bridge.savedCalculations.export('csv', [first.id]);
    expect(result).toEqual({ saved: true, fileName: 'taxatlas-saved-calculations-2026-11-24.csv', count: 1 });
    const lines = downloads[0]!.content.split('\r\n');
    expect(lines[0]!.startsWith('\uFEFFClient,Name,Calculator')).toBe(true);
    expect(lines[1]!.startsWith(`"'=HYPERLINK(""x"")",April,UK Income Tax,2026-27`)).toBe(true);
    expect(lines).toHaveLength(3);
  });

  it('keeps the token in localStorage and cannot connect to another server', async () => {
    const { bridge } = bridgeAt([]);
    await bridge.session.write('abc');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(await bridge.session.read()).toBe('abc');
    await bridge.session.write(null);
    expect(await bridge.session.read()).toBeNull();
    expect(bridge.connection.canConnectRemote).toBe(false);
    expect(await bridge.connection.current()).toEqual({ mode: 'local', apiBaseUrl: 'https://taxatlas.example/api' });
    expect(await bridge.connection.connectRemote('https://other.example')).toMatchObject({ ok: false });
  });
});
