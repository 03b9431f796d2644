import { defineWebCalculator } from '../../lib/web-calculator';

// Coming soon: searchable already, shown by the generic coming-soon page until it declares a page here.
export const calculator = defineWebCalculator({
  id: 'de-corporate-tax',
  search: {
    title: 'search.entry.de-corporate-tax.title',
    description: 'search.entry.de-corporate-tax.description',
    category: 'corporate-tax',
  },
});
