import { defineWebCalculator } from '../../lib/web-calculator';

// Coming soon: searchable already, shown by the generic coming-soon page until it declares a page here.
export const calculator = defineWebCalculator({
  id: 'de-vat',
  search: {
    title: 'search.entry.de-vat.title',
    description: 'search.entry.de-vat.description',
    category: 'vat',
  },
});
