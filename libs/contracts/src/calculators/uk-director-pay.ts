import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'uk-director-pay',
  country: 'uk',
  name: 'Salary or dividends for a company director',
  url: '/uk/director-pay',
  status: 'available',
  endpoint: '/api/calculators/uk-director-pay',
  order: 70,
});
