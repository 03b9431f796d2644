import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'us-estate-tax',
  page: lazyPage(() => import('./us-estate-tax-page')),
  search: { category: 'inheritance-tax', keywords: ['estate', 'death tax', 'Form 706', 'DSUE', 'unified credit', 'exemption'] },
});
