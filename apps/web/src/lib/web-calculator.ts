import type { MessageId } from './i18n/catalogues';
import type { LazyPage } from './lazy-page';
import type { SearchCategory } from './search-index';

/** How a calculator is found by the site search (docs/product.md, "Site search"). */
export interface CalculatorSearch {
  readonly title: MessageId;
  readonly description: MessageId;
  readonly category: SearchCategory;
  /** Further words a query may match without being shown (other names of the tax). */
  readonly keywords?: readonly string[];
}

/**
 * A calculator's web declaration, `features/<calculator>/calculator.ts` (docs/architecture.md, "How to add a
 * calculator"). Its id is the contract's, which gives the page's path, country and status. Small on purpose: every
 * declaration is in the first load, its page is not.
 */
export interface WebCalculator {
  readonly id: string;
  /** The calculator's page; absent while it is coming soon (it then shows the generic coming-soon page). */
  readonly page?: LazyPage<object>;
  /** Absent: the calculator is not in the site search. */
  readonly search?: CalculatorSearch;
}

/** The module a web declaration file is: it exports its declaration as `calculator`. */
export interface WebCalculatorModule {
  readonly calculator: WebCalculator;
}

/** Typed identity, so a declaration file reads as what it is. */
export const defineWebCalculator = (calculator: WebCalculator): WebCalculator => calculator;

/** The declarations of loaded declaration modules (the values of a glob or a directory scan). */
export function webCalculatorsOf(modules: Iterable<unknown>): WebCalculator[] {
  const calculators: WebCalculator[] = [];
  for (const module of modules) {
    const calculator = (module as Partial<WebCalculatorModule> | undefined)?.calculator;
    if (calculator) calculators.push(calculator);
  }
  return calculators;
}
