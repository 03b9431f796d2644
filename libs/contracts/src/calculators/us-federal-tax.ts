import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'us-federal-tax',
  country: 'us',
  name: 'Federal Income Tax',
  url: '/us/federal-income-tax',
  status: 'available',
  endpoint: '/api/calculators/us-federal-tax',
  order: 10,
});
