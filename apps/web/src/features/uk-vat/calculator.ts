import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'uk-vat',
  page: lazyPage(() => import('./uk-vat-page')),
  search: {
    category: 'vat',
    keywords: ['VAT', 'Mehrwertsteuer'],
  },
});
