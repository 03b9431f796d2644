import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'de-vat',
  page: lazyPage(() => import('./de-vat-page')),
  search: { category: 'vat' },
});
