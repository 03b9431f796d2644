import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'us-property-tax',
  page: lazyPage(() => import('./us-property-tax-page')),
  search: { category: 'property-tax', keywords: ['property tax', 'real estate tax', 'homestead exemption', 'millage', 'Grundsteuer'] },
});
