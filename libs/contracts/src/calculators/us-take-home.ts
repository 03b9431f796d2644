import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'us-take-home',
  country: 'us',
  name: 'Take-Home Pay',
  url: '/us/take-home',
  status: 'available',
  endpoint: '/api/us-income-tax/calculate',
  order: 40,
});
