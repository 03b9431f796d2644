import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'de-social-security',
  country: 'germany',
  name: 'Sozialversicherung (Social Security)',
  url: '/germany/social-security',
  status: 'available',
  endpoint: '/api/calculators/de-social-security',
  order: 40,
});
