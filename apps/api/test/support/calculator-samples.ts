/** A valid request for each available calculator, so the catalogue's statuses can be checked against the routes. */
export const sampleRequests: Record<string, object> = {
  'uk-income-tax': { grossIncome: 60000 },
  'uk-national-insurance': { earnings: 3000, period: 'monthly', taxYear: '2025-26' },
  'uk-capital-gains': {
    taxableIncome: 20000,
    taxYear: '2025-26',
    disposals: [{ gain: 52600, assetType: 'other', disposalDate: '2025-06-01' }],
  },
  'uk-stamp-duty': { price: 295000, completionDate: '2025-04-01' },
  'uk-vat': { amount: 100, date: '2025-06-01' },
  'uk-corporation-tax': { taxableProfits: 100000, periodStart: '2025-04-01', periodEnd: '2026-03-31' },
  'us-federal-tax': { grossIncome: 60000, taxYear: 2024 },
  'us-state-tax': { state: 'CA', taxYear: '2024', income: 60000 },
  'us-sales-tax': { state: 'LA', price: 100, date: '2025-03-01' },
  'us-property-tax': { state: 'NJ', homeValue: 427600 },
  'us-capital-gains': { annualIncome: 60000, longTermGain: 10000, taxYear: 2024 },
  'us-take-home': { grossIncome: 60000, taxYear: 2024, state: 'TX' },
  'us-payroll-tax': { wages: 60000, taxYear: 2025, payPeriods: 26 },
  'us-estate-tax': { taxableEstate: 16000000, taxYear: 2025 },
  'de-income-tax': { taxableIncome: 50000, taxYear: 2025 },
  'uk-director-pay': { companyProfit: 50000, taxYear: '2025-26' },
};
