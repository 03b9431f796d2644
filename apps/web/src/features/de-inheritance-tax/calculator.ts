import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'de-inheritance-tax',
  page: lazyPage(() => import('./de-inheritance-tax-page')),
  search: { category: 'inheritance-tax' },
});
