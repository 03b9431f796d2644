import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'uk-stamp-duty',
  page: lazyPage(() => import('./uk-stamp-duty-page')),
  search: {
    title: 'search.entry.uk-stamp-duty.title',
    description: 'search.entry.uk-stamp-duty.description',
    category: 'property-tax',
  },
});
