import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'us-capital-gains',
  page: lazyPage(() => import('./us-capital-gains-page')),
  search: { category: 'investment-tax' },
});
