import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'us-capital-gains',
  country: 'us',
  name: 'Capital Gains Tax',
  url: '/us/capital-gains',
  status: 'available',
  endpoint: '/api/us-capital-gains/calculate',
  order: 30,
});
