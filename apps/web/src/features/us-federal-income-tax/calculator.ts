import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'us-federal-tax',
  page: lazyPage(() => import('./us-federal-income-tax-page')),
  search: {
    title: 'search.entry.us-federal-income-tax.title',
    description: 'search.entry.us-federal-income-tax.description',
    category: 'income-tax',
  },
});
