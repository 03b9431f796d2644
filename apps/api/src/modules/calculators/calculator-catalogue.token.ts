/** Injects the catalogue (readonly CalculatorEntry[]) the app was built with: GET /api/calculators and the sitemap. */
export const CALCULATOR_CATALOGUE = Symbol('CALCULATOR_CATALOGUE');
