import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'de-income-tax',
  country: 'germany',
  name: 'Einkommensteuer (Income Tax)',
  url: '/germany/income-tax',
  status: 'available',
  endpoint: '/api/calculators/de-income-tax',
  order: 10,
});
