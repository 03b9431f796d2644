import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'us-sales-tax',
  country: 'us',
  name: 'Sales Tax',
  url: '/us/sales-tax',
  status: 'available',
  endpoint: '/api/calculators/us-sales-tax',
  order: 50,
});
