import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'de-tax-class-choice',
  country: 'germany',
  name: 'Steuerklassenwahl (Tax Class Choice for Couples)',
  url: '/germany/income-tax',
  status: 'available',
  endpoint: '/api/calculators/de-tax-class-choice',
  order: 12,
  pageOf: 'de-income-tax',
});
