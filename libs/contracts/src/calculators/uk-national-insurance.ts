import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'uk-national-insurance',
  country: 'uk',
  name: 'National Insurance',
  url: '/uk/national-insurance',
  status: 'available',
  endpoint: '/api/calculators/uk-national-insurance',
  order: 50,
});
