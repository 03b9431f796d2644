import { defineWebCalculator } from '../../lib/web-calculator';

// Coming soon: searchable already, shown by the generic coming-soon page until it declares a page here.
export const calculator = defineWebCalculator({
  id: 'de-capital-gains',
  search: {
    title: 'search.entry.de-capital-gains.title',
    description: 'search.entry.de-capital-gains.description',
    category: 'investment-tax',
  },
});
