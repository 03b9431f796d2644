import type { Parameter } from '../../../src/core/parameter';
import { businessTaxReferences } from './references';

export const corporateTaxRate: Parameter<number> = {
  description: 'Corporate income tax (Körperschaftsteuer) rate in percent of the taxable income (§ 23 Abs. 1 KStG).',
  unit: 'rate',
  values: [
    { from: '2008-01-01', value: 15, references: [businessTaxReferences.kstg23, businessTaxReferences.unternehmensteuerreform2008] },
    // Enacted cuts beyond the supported years: data only until those years are added to src/germany/tax-year.ts.
    { from: '2028-01-01', value: 14, references: [businessTaxReferences.investitionssofortprogramm] },
    { from: '2029-01-01', value: 13, references: [businessTaxReferences.investitionssofortprogramm] },
    { from: '2030-01-01', value: 12, references: [businessTaxReferences.investitionssofortprogramm] },
    { from: '2031-01-01', value: 11, references: [businessTaxReferences.investitionssofortprogramm] },
    { from: '2032-01-01', value: 10, references: [businessTaxReferences.investitionssofortprogramm] },
  ],
};
