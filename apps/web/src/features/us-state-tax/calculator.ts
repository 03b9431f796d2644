import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'us-state-tax',
  page: lazyPage(() => import('./us-state-tax-page')),
  search: { category: 'income-tax' },
});
