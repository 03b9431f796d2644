import path from 'node:path';
import request from 'supertest';
import { discoverCalculatorRoutes } from '../src/modules/calculators/calculator-routes';
import { discoverContractDeclarations } from '../src/modules/calculators/contract-declarations';
import { discoverCalculatorDeclarations, routeMismatches } from '../src/modules/calculators/calculator-declarations';
import { startTestApp, type TestApp } from './support/test-app';

// docs/architecture.md, "How to add a calculator": a calculator is a contract declaration and a route declaration; the
// catalogue, the POST endpoint, its OpenAPI entry and the sitemap follow from them. A fixture calculator, declared in
// folders of its own and passed to the app, is found everywhere the real ones are.
const fixtureContracts = path.join(__dirname, '../../../libs/contracts/test/fixtures/calculators');
const fixtureRoutes = path.join(__dirname, 'fixtures/calculator-routes');

describe('calculators come from their declarations', () => {
  it('the declarations on disk agree: every available calculator has a route, every route an available calculator', () => {
    expect(routeMismatches(discoverCalculatorDeclarations())).toEqual([]);
  });

  it('a calculator available in its contract without a route, or a route for one coming soon, is a mismatch', () => {
    const { contracts, routes } = discoverCalculatorDeclarations();
    expect(routeMismatches({ contracts: [...contracts, ...discoverContractDeclarations(fixtureContracts)], routes })).toEqual([
      'uk-fixture-tax is available but has no API route',
    ]);
    const [fixtureRoute] = discoverCalculatorRoutes(fixtureRoutes);
    const comingSoon = { ...fixtureRoute!.contract, status: 'coming-soon' as const };
    expect(routeMismatches({ contracts: [...contracts, comingSoon], routes: [...routes, fixtureRoute!] })).toEqual([
      'uk-fixture-tax is coming soon but has an API route',
    ]);
  });

  describe('with a fixture calculator', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      const { contracts, routes } = discoverCalculatorDeclarations();
      testApp = await startTestApp('sqlite', {}, undefined, {
        contracts: [...contracts, ...discoverContractDeclarations(fixtureContracts)],
        routes: [...routes, ...discoverCalculatorRoutes(fixtureRoutes)],
      });
    }, 60_000);
    afterAll(async () => {
      await testApp.close();
    });
    const server = () => testApp.app.getHttpServer();

    it('lists it in GET /api/calculators, in its country and order', async () => {
      const response = await request(server()).get('/api/calculators');
      expect(response.status).toBe(200);
      const ids = (response.body as Array<{ id: string }>).map((entry) => entry.id);
      expect(ids.slice(0, 3)).toEqual(['uk-income-tax', 'uk-stamp-duty', 'uk-fixture-tax']);
      expect(response.body[2]).toEqual({
        id: 'uk-fixture-tax',
        country: 'uk',
        name: 'Fixture Tax',
        url: '/uk/fixture-tax',
        status: 'available',
        endpoint: '/api/calculators/uk-fixture-tax',
      });
    });

    it('answers its endpoint, validates by its schema and documents it', async () => {
      const post = (body: unknown) =>
        request(server())
          .post('/api/calculators/uk-fixture-tax')
          .send(body as object);
      const answered = await post({ amount: 1234 });
      expect(answered.status).toBe(200);
      expect(answered.body).toEqual({ success: true, data: { tax: 123 } });
      const refused = await post({ amount: -1 });
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual([expect.objectContaining({ field: 'amount' })]);
      const openApi = await request(server()).get('/api/docs/openapi.json');
      const operation = openApi.body.paths['/api/calculators/uk-fixture-tax'].post;
      expect(operation.tags).toEqual(['calculators']);
      expect(operation.summary).toBe('A calculator that exists only in tests');
    });

    it('lists its page in GET /sitemap.xml, as an absolute URL on the request’s host', async () => {
      const response = await request(server()).get('/sitemap.xml').set('host', 'taxatlas.example');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      expect(response.text).toContain('<loc>http://taxatlas.example/uk/fixture-tax</loc>');
      expect(response.text).toContain('<loc>http://taxatlas.example/uk/income-tax</loc>');
    });

    it('names the sitemap by its absolute address in GET /robots.txt, and keeps crawlers out of the admin area', async () => {
      const response = await request(server()).get('/robots.txt').set('host', 'taxatlas.example');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.text).toContain('Sitemap: http://taxatlas.example/sitemap.xml\n');
      expect(response.text).toContain('Disallow: /admin\n');
    });
  });
});
