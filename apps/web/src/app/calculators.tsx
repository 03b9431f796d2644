import type { CalculatorEntry } from '@taxatlas/contracts/calculator-catalogue';
import type { RouteObject } from 'react-router-dom';
import { calculatorCatalogue } from '../lib/calculator-catalogue';
import { lazyPage } from '../lib/lazy-page';
import { searchIndexFrom, type SearchEntry } from '../lib/search-index';
import type { WebCalculator } from '../lib/web-calculator';
import { calculatorDeclarations } from './calculator-modules';

const ComingSoonPage = lazyPage(() => import('../features/coming-soon/coming-soon-page'));

/** Every calculator's web declaration found (features/<calculator>/calculator.ts). */
export const webCalculators = Object.values(calculatorDeclarations) as readonly WebCalculator[];

/**
 * One route per calculator of the catalogue: its declared page, or the coming-soon page when it has none. Paths are
 * relative to the site layout ('/uk/vat' → 'uk/vat').
 */
export function calculatorRoutesFrom(
  calculators: readonly WebCalculator[] = webCalculators,
  catalogue: readonly CalculatorEntry[] = calculatorCatalogue,
): RouteObject[] {
  const pages = new Map(calculators.map((calculator) => [calculator.id, calculator.page]));
  return catalogue.map((entry) => {
    const Page = pages.get(entry.id);
    return { path: entry.url.replace(/^\//, ''), element: Page ? <Page /> : <ComingSoonPage calculatorId={entry.id} /> };
  });
}

/** The site search's built-in index from the declarations. */
export function searchIndexOf(
  calculators: readonly WebCalculator[] = webCalculators,
  catalogue: readonly CalculatorEntry[] = calculatorCatalogue,
): SearchEntry[] {
  return searchIndexFrom(calculators, catalogue);
}

/**
 * Where web declarations and the contracts disagree: a live calculator without a page, a page for one that is coming
 * soon, a declaration whose id no contract declares. Empty when they agree.
 */
export function pageMismatches(
  calculators: readonly WebCalculator[] = webCalculators,
  catalogue: readonly CalculatorEntry[] = calculatorCatalogue,
): string[] {
  const problems: string[] = [];
  const declared = new Map(calculators.map((calculator) => [calculator.id, calculator]));
  for (const entry of catalogue) {
    const page = declared.get(entry.id)?.page;
    if (entry.status !== 'coming-soon' && !page) problems.push(`${entry.id} is ${entry.status} but has no web page`);
    if (entry.status === 'coming-soon' && page) problems.push(`${entry.id} is coming soon but has a web page`);
  }
  const ids = new Set(catalogue.map((entry) => entry.id));
  for (const calculator of calculators) {
    if (!ids.has(calculator.id)) problems.push(`the web declaration ${calculator.id} has no contract declaration`);
  }
  return problems;
}
