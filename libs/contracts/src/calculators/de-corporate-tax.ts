import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'de-corporate-tax',
  country: 'germany',
  name: 'Körperschaftsteuer (Corporate Tax)',
  url: '/germany/corporate-tax',
  status: 'available',
  endpoint: '/api/calculators/de-corporate-tax',
  order: 30,
});
