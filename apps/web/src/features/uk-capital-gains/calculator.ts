import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'uk-capital-gains',
  page: lazyPage(() => import('./uk-capital-gains-page')),
  search: {
    category: 'investment-tax',
    keywords: ['CGT', 'BADR', 'Business Asset Disposal Relief', "Investors' Relief", 'annual exempt amount'],
  },
});
