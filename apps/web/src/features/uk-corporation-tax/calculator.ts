import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'uk-corporation-tax',
  page: lazyPage(() => import('./uk-corporation-tax-page')),
  search: {
    category: 'corporate-tax',
  },
});
