import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'de-vat',
  country: 'germany',
  name: 'Umsatzsteuer (VAT)',
  url: '/germany/vat',
  status: 'available',
  endpoint: '/api/calculators/de-vat',
  order: 20,
});
