import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'de-capital-gains',
  country: 'germany',
  name: 'Abgeltungsteuer (Capital Gains)',
  url: '/germany/capital-gains',
  status: 'available',
  endpoint: '/api/calculators/de-capital-gains',
  order: 50,
});
