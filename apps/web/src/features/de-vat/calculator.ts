import { defineWebCalculator } from '../../lib/web-calculator';

// Coming soon: searchable already, shown by the generic coming-soon page until it declares a page here.
export const calculator = defineWebCalculator({
  id: 'de-vat',
  search: { category: 'vat' },
});
