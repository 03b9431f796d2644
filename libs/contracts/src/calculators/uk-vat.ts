import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'uk-vat',
  country: 'uk',
  name: 'VAT',
  url: '/uk/vat',
  status: 'coming-soon',
  endpoint: '/api/calculators/uk-vat',
  order: 30,
});
