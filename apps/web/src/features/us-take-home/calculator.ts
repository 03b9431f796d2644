import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'us-take-home',
  page: lazyPage(() => import('./us-take-home-page')),
  search: {
    title: 'search.entry.us-take-home.title',
    description: 'search.entry.us-take-home.description',
    category: 'income-tax',
  },
});
