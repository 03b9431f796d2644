import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'us-sales-tax',
  page: lazyPage(() => import('./us-sales-tax-page')),
  search: { category: 'vat', keywords: ['sales tax', 'use tax', 'local sales tax', 'Umsatzsteuer'] },
});
