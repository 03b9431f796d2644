import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'de-income-tax',
  page: lazyPage(() => import('./germany-income-tax-page')),
  search: { category: 'income-tax' },
});
