import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'de-inheritance-tax',
  country: 'germany',
  name: 'Erbschaftsteuer (Inheritance Tax)',
  url: '/germany/inheritance-tax',
  status: 'available',
  endpoint: '/api/calculators/de-inheritance-tax',
  order: 60,
});
