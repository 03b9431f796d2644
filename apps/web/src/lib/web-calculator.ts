import type { MessageId } from './i18n/catalogues';
import type { LazyPage } from './lazy-page';
import type { SearchCategory } from './search-index';

/** How a calculator is found by the site search (docs/product.md, "Site search"). */
export interface CalculatorSearch {
  /** Message ids of the result's title and description: `search.entry.<id>.title` and `.description` by default. */
  readonly title?: MessageId;
  readonly description?: MessageId;
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

/** Typed identity, so a declaration file reads as what it is. */
export const defineWebCalculator = (calculator: WebCalculator): WebCalculator => calculator;
