import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'de-corporate-tax',
  country: 'germany',
  name: 'Körperschaftsteuer (Corporate Tax)',
  url: '/germany/corporate-tax',
  status: 'coming-soon',
  endpoint: '/api/calculators/de-corporate-tax',
  order: 30,
});
