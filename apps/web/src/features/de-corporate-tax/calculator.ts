import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'de-corporate-tax',
  page: lazyPage(() => import('./de-corporate-tax-page')),
  search: { category: 'corporate-tax' },
});
