import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'uk-income-tax',
  page: lazyPage(() => import('./uk-income-tax-page')),
  search: { category: 'income-tax' },
});
