import type { SavedCalculationDraft } from '@taxatlas/contracts/desktop-bridge';

/** A UK income tax calculation as the results panel snapshots it (2026-27, £60,000, England). */
export const ukDraft = (client: string, name: string): SavedCalculationDraft => ({
  client,
  name,
  calculation: {
    calculator: 'uk-income-tax',
    calculatorName: 'UK Income Tax Calculator',
    url: '/uk/income-tax?income=60000&year=2026-27',
    taxYear: '2026-27',
    inputs: { income: '60000', year: '2026-27' },
    result: {
      calculationType: 'uk-income-tax',
      currency: 'GBP',
      inputAmount: 60_000,
      totalTax: 14_642.6,
      netAmount: 45_357.4,
      effectiveRate: 24.4,
    },
  },
});
