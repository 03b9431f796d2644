import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'uk-capital-gains',
  country: 'uk',
  name: 'Capital Gains Tax',
  url: '/uk/capital-gains',
  status: 'coming-soon',
  endpoint: '/api/calculators/uk-capital-gains',
  order: 40,
});
