import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'uk-corporation-tax',
  country: 'uk',
  name: 'Corporation Tax',
  url: '/uk/corporation-tax',
  status: 'available',
  endpoint: '/api/calculators/uk-corporation-tax',
  order: 60,
});
