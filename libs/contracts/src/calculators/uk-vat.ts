import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'uk-vat',
  country: 'uk',
  name: 'VAT',
  url: '/uk/vat',
  status: 'available',
  endpoint: '/api/calculators/uk-vat',
  order: 30,
});
