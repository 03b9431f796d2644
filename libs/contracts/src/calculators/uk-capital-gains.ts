import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'uk-capital-gains',
  country: 'uk',
  name: 'Capital Gains Tax',
  url: '/uk/capital-gains',
  status: 'available',
  endpoint: '/api/calculators/uk-capital-gains',
  order: 40,
});
