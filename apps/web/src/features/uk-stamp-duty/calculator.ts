import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'uk-stamp-duty',
  page: lazyPage(() => import('./uk-stamp-duty-page')),
  search: { category: 'property-tax' },
});
