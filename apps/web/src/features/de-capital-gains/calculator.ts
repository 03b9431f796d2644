import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'de-capital-gains',
  page: lazyPage(() => import('./de-capital-gains-page')),
  search: { category: 'investment-tax' },
});
