import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'us-property-tax',
  country: 'us',
  name: 'Property Tax',
  url: '/us/property-tax',
  status: 'available',
  endpoint: '/api/calculators/us-property-tax',
  order: 60,
});
