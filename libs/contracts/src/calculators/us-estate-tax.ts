import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'us-estate-tax',
  country: 'us',
  name: 'Estate Tax',
  url: '/us/estate-tax',
  status: 'available',
  endpoint: '/api/calculators/us-estate-tax',
  order: 70,
});
