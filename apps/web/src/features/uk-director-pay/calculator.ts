import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'uk-director-pay',
  page: lazyPage(() => import('./uk-director-pay-page')),
  search: { category: 'income-tax' },
});
