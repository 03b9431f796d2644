import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'uk-stamp-duty',
  country: 'uk',
  name: 'Stamp Duty (SDLT, LBTT, LTT)',
  url: '/uk/stamp-duty',
  status: 'available',
  endpoint: '/api/calculators/uk-stamp-duty',
  order: 20,
});
