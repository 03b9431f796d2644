/**
 * Every calculator the product lists, with its page, its API endpoint and its true status. Each calculator declares
 * its entry in a file of its own (`calculators/<id>.ts`, docs/architecture.md, "How to add a calculator"); the API
 * and the web app find those files (a directory scan, `import.meta.glob`) and build the catalogue with
 * `catalogueFrom`. The API serves it as GET /api/calculators; an integration test checks that each 'available'
 * endpoint answers and each 'coming-soon' one does not exist yet, so a status can't drift from what is built.
 */
export type CountryId = 'uk' | 'us' | 'germany';
export type CalculatorStatus = 'available' | 'coming-soon' | 'beta';

export interface CalculatorEntry {
  readonly id: string;
  readonly country: CountryId;
  readonly name: string;
  /** The web page. */
  readonly url: string;
  readonly status: CalculatorStatus;
  /** The API endpoint that calculates (POST). */
  readonly endpoint: string;
  /** Set when this calculator is a mode of another's page (see CalculatorDeclaration): the id of that page's calculator. */
  readonly pageOf?: string;
}

/**
 * One calculator's declaration: its catalogue entry and where it stands among its country's calculators. `pageOf` is
 * the id of the calculator whose page this one is a mode of (the wage tax on the income-tax page): it shares that
 * page's `url` and has no page, tile, search entry or sitemap line of its own, only its endpoint.
 */
export interface CalculatorDeclaration extends CalculatorEntry {
  /** Lists sort a country's calculators by this (ascending); gaps leave room for the next one. */
  readonly order: number;
}

/** The module a declaration file is: it exports its declaration as `calculator`. */
export interface CalculatorDeclarationModule {
  readonly calculator: CalculatorDeclaration;
}

/** The countries in the order every list shows them. */
export const countryOrder: readonly CountryId[] = ['uk', 'us', 'germany'];

/** Typed identity, so a declaration file reads as what it is. */
export const defineCalculator = (declaration: CalculatorDeclaration): CalculatorDeclaration => declaration;

/**
 * The catalogue from the declarations found: countries in `countryOrder`, each country's calculators by `order`. Two
 * declarations of one id, page or endpoint are a mistake that would make two calculators answer for one: refused.
 */
export function catalogueFrom(declarations: Iterable<CalculatorDeclaration>): readonly CalculatorEntry[] {
  const sorted = [...declarations].sort(
    (a, b) => countryOrder.indexOf(a.country) - countryOrder.indexOf(b.country) || a.order - b.order || a.id.localeCompare(b.id),
  );
  for (const key of ['id', 'url', 'endpoint'] as const) {
    const seen = new Set<string>();
    for (const declaration of sorted) {
      if (key === 'url' && declaration.pageOf !== undefined) continue;
      if (seen.has(declaration[key])) throw new Error(`Two calculators declare the ${key} ${declaration[key]}`);
      seen.add(declaration[key]);
    }
  }
  for (const mode of sorted.filter((declaration) => declaration.pageOf !== undefined)) {
    const host = sorted.find((declaration) => declaration.id === mode.pageOf);
    if (!host || host.pageOf !== undefined || host.url !== mode.url)
      throw new Error(`${mode.id} is a mode of ${mode.pageOf ?? ''}, which must be a calculator with its own page at ${mode.url}`);
  }
  return sorted.map(({ id, country, name, url, status, endpoint, pageOf }) => ({
    id,
    country,
    name,
    url,
    status,
    endpoint,
    ...(pageOf === undefined ? {} : { pageOf }),
  }));
}

/** The declarations that have a page of their own (a mode of another calculator's page has none). */
export function pageDeclarationsOf<Entry extends CalculatorEntry>(declarations: Iterable<Entry>): Entry[] {
  return [...declarations].filter((declaration) => declaration.pageOf === undefined);
}

/** The declarations of loaded declaration modules (the values of a glob or a directory scan), in any order. */
export function declarationsOf(modules: Iterable<unknown>): CalculatorDeclaration[] {
  const declarations: CalculatorDeclaration[] = [];
  for (const module of modules) {
    const calculator = (module as Partial<CalculatorDeclarationModule> | undefined)?.calculator;
    if (calculator) declarations.push(calculator);
  }
  return declarations;
}

let published: readonly CalculatorEntry[] = [];

/**
 * Makes `catalogue` the one the shared rules of this library read by default (which pages a wrong-figure report or
 * a saved calculation may point to). This library cannot look for files itself (it runs in the browser and in
 * Node), so the app that found the declarations publishes them once, at start: the API's contract-declarations.ts,
 * the web app's lib/calculator-catalogue.ts.
 */
export function publishCatalogue(catalogue: readonly CalculatorEntry[]): void {
  published = catalogue;
}

/** The catalogue the app published (empty before it has). */
export function publishedCatalogue(): readonly CalculatorEntry[] {
  return published;
}
