import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'uk-income-tax',
  country: 'uk',
  name: 'Income Tax & National Insurance',
  url: '/uk/income-tax',
  status: 'available',
  endpoint: '/api/income-tax/calculate',
  order: 10,
});
