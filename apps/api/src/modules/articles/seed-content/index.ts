import { germanTaxSystem } from './german-tax-system';
import { incomeTaxCalculations } from './income-tax-calculations';
import { investmentTaxBasics } from './investment-tax-basics';
import type { SeedArticle } from './seed-article';
import { smallBusinessTaxes } from './small-business-taxes';
import { taxPlanningTips } from './tax-planning-tips';
import { ukTaxGuide2024 } from './uk-tax-guide-2024';
import { usTaxDeductions } from './us-tax-deductions';
import { vatExplained } from './vat-explained';

export { seedCategories } from './seed-article';

/** The blog's first articles, with the slugs docs/product.md lists for the site search. */
export const seedArticles: readonly SeedArticle[] = [
  ukTaxGuide2024,
  usTaxDeductions,
  germanTaxSystem,
  incomeTaxCalculations,
  vatExplained,
  taxPlanningTips,
  smallBusinessTaxes,
  investmentTaxBasics,
];
