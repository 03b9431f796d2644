import { MikroORM } from '@mikro-orm/core';
import request from 'supertest';
import { calculatorCatalogue } from '@taxatlas/contracts/calculator-catalogue';
import { CalculationCountSchema } from '../src/modules/calculators/entities/calculation-count.entity';
import { sampleRequests } from './support/calculator-samples';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

const available = calculatorCatalogue.filter((entry) => entry.status !== 'coming-soon');

describe.each(databaseKinds)('calculation counters: one row per UTC day and calculator (%s)', (kind) => {
  let testApp: TestApp;
  const post = (path: string, body: unknown) =>
    request(testApp.app.getHttpServer()).post(path).set('content-type', 'application/json').send(JSON.stringify(body));
  const rows = () =>
    testApp.app
      .get(MikroORM)
      .em.fork()
      .find(CalculationCountSchema, {}, { orderBy: { calculator: 'asc' } });
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
