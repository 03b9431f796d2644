import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'us-state-tax',
  country: 'us',
  name: 'State Income Tax',
  url: '/us/state-tax',
  status: 'available',
  endpoint: '/api/us-state-tax/calculate',
  order: 20,
});
