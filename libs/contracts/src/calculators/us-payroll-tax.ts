import { defineCalculator } from '../calculator-catalogue';

export const calculator = defineCalculator({
  id: 'us-payroll-tax',
  country: 'us',
  name: 'Payroll Tax',
  url: '/us/payroll-tax',
  status: 'available',
  endpoint: '/api/calculators/us-payroll-tax',
  order: 80,
});
