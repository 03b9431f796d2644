import { catalogueFrom, pageDeclarationsOf, type CalculatorDeclaration } from '@taxatlas/contracts/calculator-catalogue';
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { calculator as fixtureContract } from '../../../../libs/contracts/test/fixtures/calculators/uk-fixture-tax';
import { calculator as fixtureWeb } from '../../test/fixtures/uk-fixture-tax/calculator';
import { calculatorCatalogue } from '../lib/calculator-catalogue';
import { contractDeclarations } from '../lib/calculator-registry/contract-modules';
import { prerenderPathsFrom, sitemapPathsFrom } from '../prerender/prerender-paths';
import { calculatorRoutesFrom, pageMismatches, searchIndexOf, webCalculators } from './calculators';
import { publicRoutesWith } from './router';

// docs/architecture.md, "How to add a calculator": a calculator is a contract declaration and a web declaration; the
// router, the search index, the prerender list and the sitemap's pages follow from them. The fixture calculator
// (libs/contracts/test/fixtures, apps/web/test/fixtures) is passed to the same builders the app calls with the
// declarations it found.
const catalogue = catalogueFrom(pageDeclarationsOf([...(Object.values(contractDeclarations) as CalculatorDeclaration[]), fixtureContract]));
// A calculator declared but not built yet: its contract alone, as every calculator starts.
const comingSoonFixture: CalculatorDeclaration = {
  ...fixtureContract,
  id: 'uk-fixture-soon',
  name: 'Fixture Soon',
  url: '/uk/fixture-soon',
  status: 'coming-soon',
  endpoint: '/api/calculators/uk-fixture-soon',
  order: 26,
};
const calculators = [...webCalculators, fixtureWeb];

describe('calculators come from their declarations', () => {
  it('the declarations found agree: every live calculator has a page, every page a live calculator', () => {
    expect(pageMismatches()).toEqual([]);
    expect(webCalculators.length).toBeGreaterThanOrEqual(7);
  });

  it('a live calculator without a page, or a page for an undeclared calculator, is a mismatch', () => {
    expect(pageMismatches(webCalculators, catalogue)).toEqual(['uk-fixture-tax is available but has no web page']);
    expect(pageMismatches(calculators, calculatorCatalogue)).toEqual(['the web declaration uk-fixture-tax has no contract declaration']);
    expect(pageMismatches(calculators, catalogue)).toEqual([]);
  });

  it('routes its page in the router, and a coming-soon calculator to the coming-soon page', () => {
    const routes = publicRoutesWith(
      calculatorRoutesFrom(
        calculators,
        catalogueFrom(
          pageDeclarationsOf([...(Object.values(contractDeclarations) as CalculatorDeclaration[]), fixtureContract, comingSoonFixture]),
        ),
      ),
    );
    const page = (pathname: string) => {
      const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
      return isValidElement(element) ? element : undefined;
    };
    expect(page('/uk/fixture-tax')?.type).toBe(fixtureWeb.page);
    expect(page('/uk/fixture-soon')?.props).toEqual({ calculatorId: 'uk-fixture-soon' });
  });

  it('puts it in the search index, the prerender list and the sitemap’s pages', () => {
    expect(searchIndexOf(calculators, catalogue)).toContainEqual(
      expect.objectContaining({ id: 'uk-fixture-tax', url: '/uk/fixture-tax', country: 'uk', category: 'income-tax' }),
    );
    expect(prerenderPathsFrom(catalogue)).toContain('/uk/fixture-tax');
    expect(sitemapPathsFrom(catalogue)).toContain('/uk/fixture-tax');
    expect(prerenderPathsFrom()).not.toContain('/uk/fixture-tax');
  });
});
