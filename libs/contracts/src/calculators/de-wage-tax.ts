import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'de-wage-tax',
  country: 'germany',
  name: 'Lohnsteuer (Wage Tax)',
  url: '/germany/income-tax',
  status: 'available',
  endpoint: '/api/calculators/de-wage-tax',
  order: 11,
  pageOf: 'de-income-tax',
});
