import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'uk-income-tax',
  page: lazyPage(() => import('./uk-income-tax-page')),
  search: {
    title: 'search.entry.uk-income-tax.title',
    description: 'search.entry.uk-income-tax.description',
    category: 'income-tax',
  },
});
