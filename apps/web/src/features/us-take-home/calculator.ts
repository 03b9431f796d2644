import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'us-take-home',
  page: lazyPage(() => import('./us-take-home-page')),
  search: { category: 'income-tax' },
});
