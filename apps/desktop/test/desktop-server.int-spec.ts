// The desktop app's server side under Node: the same built code Electron's main process runs, started as
// the app starts it, on a throwaway user-data folder per test.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bridgeChannels, type SavedCalculation } from '@taxatlas/contracts/desktop-bridge';
import { exportsDir, startTestDesktop, type DesktopServer } from './support/desktop-harness';
import { ukDraft } from './support/saved-drafts';

const userDataDirs: string[] = [];
const running: DesktopServer[] = [];

function freshUserData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'taxatlas-desktop-int-'));
  userDataDirs.push(dir);
  return dir;
}

async function launch(userDataDir: string, options?: Parameters<typeof startTestDesktop>[1]): Promise<DesktopServer> {
  const desktop = await startTestDesktop(userDataDir, options);
  running.push(desktop);
  return desktop;
}

async function quit(desktop: DesktopServer): Promise<void> {
  await desktop.close();
  running.splice(running.indexOf(desktop), 1);
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((desktop) => desktop.close()));
  for (const dir of userDataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Nothing leaves the machine: any call the server side makes to the network fails, as with the cable out. */
const offline: typeof fetch = async () => {
  throw new TypeError('fetch failed: the network is unreachable');
};

/** A raw HTTP request with a Host header of our choosing (fetch would not let us set one). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the desktop app offline', () => {
  it('calculates UK income tax with the network out (gov.uk rates 2026-27: £60,000 → £11,432 income tax)', async () => {
    const desktop = await launch(freshUserData(), { fetch: offline });
    expect(desktop.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // The database lives in the user-data folder, per OS user.
    expect(desktop.api().databaseFile).toBe(join(userDataDirs.at(-1)!, 'taxatlas.sqlite'));
    // https://www.gov.uk/income-tax-rates: 20% on £12,571–£50,270 (£7,540) and 40% on the £9,730 above (£3,892).
    const response = await fetch(`${desktop.origin}/api/income-tax/calculate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ grossIncome: 60_000, taxYear: '2026-27' }),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { incomeTax: number; personalAllowance: number } };
    expect(data.personalAllowance).toBe(12_570);
    expect(data.incomeTax).toBe(11_432);
    const page = await fetch(`${desktop.origin}/uk/income-tax`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self'");
  });

  it('answers only its own origin: another Host header (DNS rebinding) is refused', async () => {
    const desktop = await launch(freshUserData());
    const own = await getWithHost(`${desktop.origin}/api/health`, `127.0.0.1:${desktop.port}`);
    expect(own.status).toBe(200);
    const rebound = await getWithHost(`${desktop.origin}/api/health`, `evil.example:${desktop.port}`);
    expect(rebound.status).toBe(400);
    expect(JSON.parse(rebound.body)).toMatchObject({ success: false, error: expect.stringContaining('evil.example') });
    const localhost = await getWithHost(`${desktop.origin}/`, `localhost:${desktop.port}`);
    expect(localhost.status).toBe(400);
  });
});

describe('saved calculations', () => {
  it('survive a restart, on the same origin, and export to CSV', async () => {
    const userDataDir = freshUserData();
    const first = await launch(userDataDir);
    const save = first.handlers[bridgeChannels.savedCalculationsSave];
    const smith = (await save(ukDraft('Smith & Co', 'Salary review'))) as SavedCalculation;
    await save(ukDraft('Jones Ltd', 'Director salary'));
    const origin = first.origin;
    await quit(first);

    const second = await launch(userDataDir);
    expect(second.origin).toBe(origin);
    const all = (await second.handlers[bridgeChannels.savedCalculationsList]({})) as SavedCalculation[];
    expect(all.map((row) => `${row.client}/${row.name}`).sort()).toEqual(['Jones Ltd/Director salary', 'Smith & Co/Salary review']);
    const smiths = (await second.handlers[bridgeChannels.savedCalculationsList]({ client: 'Smith & Co' })) as SavedCalculation[];
    expect(smiths).toEqual([expect.objectContaining({ id: smith.id, calculation: ukDraft('', '').calculation })]);

    const exported = (await second.handlers[bridgeChannels.savedCalculationsExport]('csv')) as {
      saved: boolean;
      fileName: string;
      count: number;
    };
    expect(exported).toMatchObject({ saved: true, count: 2 });
    expect(exported.fileName.startsWith(exportsDir(userDataDir))).toBe(true);
    const csv = readFileSync(exported.fileName, 'utf8');
    expect(csv).toContain('Smith & Co');
    expect(csv).toContain('/uk/income-tax?income=60000&year=2026-27');
  });

  it('refuses a draft that is not a calculation, naming the field', async () => {
    const desktop = await launch(freshUserData());
    const save = desktop.handlers[bridgeChannels.savedCalculationsSave];
    await expect(save({ ...ukDraft('Smith & Co', ''), name: '   ' })).rejects.toThrow(/name/i);
    await expect(
      save({ ...ukDraft('Smith & Co', 'x'), calculation: { ...ukDraft('', '').calculation, url: 'https://evil.example/' } }),
    ).rejects.toThrow(/url/i);
    expect(await desktop.handlers[bridgeChannels.savedCalculationsList]({})).toEqual([]);
  });
});
