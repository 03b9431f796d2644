/** A valid request for each available calculator, so the catalogue's statuses can be checked against the routes. */
export const sampleRequests: Record<string, object> = {
  'uk-income-tax': { grossIncome: 60000 },
  'uk-stamp-duty': { price: 295000, completionDate: '2025-04-01' },
  'us-federal-tax': { grossIncome: 60000, taxYear: 2024 },
  'us-state-tax': { state: 'CA', taxYear: '2024', income: 60000 },
  'us-capital-gains': { annualIncome: 60000, longTermGain: 10000, taxYear: 2024 },
  'us-take-home': { grossIncome: 60000, taxYear: 2024, state: 'TX' },
  'de-income-tax': { taxableIncome: 50000, taxYear: 2025 },
  'de-capital-gains': { capitalIncome: 11000, churchTax: '9', taxYear: 2025 },
  'de-corporate-tax': { profit: 100000, hebesatz: 490, taxYear: 2025 },
  'de-inheritance-tax': { acquisition: 710000, relationship: 'child', taxYear: 2025 },
  'de-vat': { amount: 1000, date: '2025-06-01', previousYearTurnover: 20000, currentYearTurnover: 30000 },
};
