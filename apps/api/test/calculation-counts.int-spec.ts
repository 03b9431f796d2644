import { MikroORM } from '@mikro-orm/core';
import request from 'supertest';
import { calculatorCatalogue } from '../src/modules/calculators/contract-declarations';
import type { Clock } from '../src/common/time/clock';
import { AdminDashboardService } from '../src/modules/admin/admin-dashboard.service';
import { CalculationCounter } from '../src/modules/calculators/calculation-counter';
import { CalculationCountSchema } from '../src/modules/calculators/entities/calculation-count.entity';
import { sampleRequests } from './support/calculator-samples';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

const available = calculatorCatalogue.filter((entry) => entry.status !== 'coming-soon');

describe.each(databaseKinds)('calculation counters: one row per UTC day and calculator (%s)', (kind) => {
  let testApp: TestApp;
  const post = (path: string, body: unknown) =>
    request(testApp.app.getHttpServer()).post(path).set('content-type', 'application/json').send(JSON.stringify(body));
  // Counts reach the table at a flush; this process's readers (the admin's figures) flush first, and so does this.
  const rows = async () => {
    await testApp.app.get(CalculationCounter).flush();
    return testApp.app
      .get(MikroORM)
      .em.fork()
      .find(CalculationCountSchema, {}, { orderBy: { calculator: 'asc' } });
  };
  const today = () => new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    testApp = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('counts N successful calculations of a calculator as N in a single row', async () => {
    expect(await rows()).toEqual([]);
    const n = 25;
    for (let call = 0; call < n; call += 1) {
      expect((await post('/api/income-tax/calculate', { grossIncome: 30_000 + call })).status).toBe(200);
    }
    expect(await rows()).toEqual([{ day: today(), calculator: 'uk-income-tax', count: n }]);
  });

  it('counts every available calculator under its catalogue id, and no refused request', async () => {
    for (const entry of available) {
      expect((await post(entry.endpoint, sampleRequests[entry.id])).status).toBe(200);
      expect((await post(entry.endpoint, sampleRequests[entry.id])).status).toBe(200);
      expect((await post(entry.endpoint, { nonsense: true })).status).toBe(400);
    }
    const counts = Object.fromEntries((await rows()).map((row) => [row.calculator, row.count]));
    expect(counts).toEqual(Object.fromEntries(available.map((entry) => [entry.id, entry.id === 'uk-income-tax' ? 27 : 2])));
  });

  it('still answers a calculation when it cannot be counted', async () => {
    await testApp.app.get(MikroORM).em.getConnection().execute('drop table "calculation_counts"');
    const response = await post('/api/income-tax/calculate', { grossIncome: 50_000 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true });
  });
});

describe.each(databaseKinds)('calculation counters: counted in memory, written in batches (%s)', (kind) => {
  let testApp: TestApp;
  let now = new Date('2025-06-30T23:59:58.000Z');
  const clock: Clock = { now: () => now };
  const post = (body: unknown) =>
    request(testApp.app.getHttpServer())
      .post('/api/income-tax/calculate')
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));
  const calculate = async (times: number) => {
    for (let call = 0; call < times; call += 1) expect((await post({ grossIncome: 40_000 + call })).status).toBe(200);
  };
  const table = () =>
    testApp.app
      .get(MikroORM)
      .em.fork()
      .find(CalculationCountSchema, {}, { orderBy: [{ day: 'asc' }, { calculator: 'asc' }] });
  const execute = (sql: string) => testApp.app.get(MikroORM).em.getConnection().execute(sql, [], 'run');

  beforeEach(async () => {
    now = new Date('2025-06-30T23:59:58.000Z');
    // No timer flush during a test: what reaches the table got there through flush() or shutdown.
    testApp = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: '0', CALCULATION_COUNT_FLUSH_SECONDS: '3600' }, clock);
  });
  afterEach(async () => {
    await testApp.close();
  });

  it('writes nothing per calculation, then one row per day and calculator holding the whole count', async () => {
    await calculate(40);
    expect((await post({ grossIncome: -1 })).status).toBe(400);
    expect(await table()).toEqual([]);
    expect(await testApp.app.get(CalculationCounter).flush()).toBe(true);
    expect(await table()).toEqual([{ day: '2025-06-30', calculator: 'uk-income-tax', count: 40 }]);
    // A later flush adds to the row rather than replacing it, as another replica's flush would.
    await calculate(2);
    await testApp.app.get(CalculationCounter).flush();
    expect(await table()).toEqual([{ day: '2025-06-30', calculator: 'uk-income-tax', count: 42 }]);
  });

  it('counts each calculation on the UTC day of the clock when it was made, across midnight', async () => {
    await calculate(2);
    now = new Date('2025-07-01T00:00:01.000Z');
    await calculate(3);
    // Flushed after midnight: the two made before it still belong to June 30th.
    await testApp.app.get(CalculationCounter).flush();
    expect(await table()).toEqual([
      { day: '2025-06-30', calculator: 'uk-income-tax', count: 2 },
      { day: '2025-07-01', calculator: 'uk-income-tax', count: 3 },
    ]);
  });

  it('keeps the counts of a failed flush for the next one, and still answers calculations meanwhile', async () => {
    await calculate(3);
    await execute('alter table "calculation_counts" rename to "calculation_counts_away"');
    expect(await testApp.app.get(CalculationCounter).flush()).toBe(false);
    await calculate(2);
    await execute('alter table "calculation_counts_away" rename to "calculation_counts"');
    expect(await table()).toEqual([]);
    expect(await testApp.app.get(CalculationCounter).flush()).toBe(true);
    expect(await table()).toEqual([{ day: '2025-06-30', calculator: 'uk-income-tax', count: 5 }]);
  });

  it('shows this server’s calculations on the admin dashboard at once', async () => {
    await calculate(4);
    expect(await table()).toEqual([]);
    const figures = await testApp.app.get(AdminDashboardService).dashboard();
    expect(figures.calculationsLast30Days).toBe(4);
  });

  it('writes the counts at shutdown', async () => {
    await calculate(6);
    expect(await table()).toEqual([]);
    // restart() closes the application (app.close(), as on SIGTERM with the shutdown hooks) and starts it again.
    testApp = await testApp.restart();
    expect(await table()).toEqual([{ day: '2025-06-30', calculator: 'uk-income-tax', count: 6 }]);
  });
});
