import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'de-income-tax',
  page: lazyPage(() => import('./germany-income-tax-page')),
  // The page's default mode is the wage tax (gross to net): found by the words people search it by.
  search: {
    category: 'income-tax',
    keywords: ['Lohnsteuer', 'Brutto Netto', 'Bruttolohn', 'Nettolohn', 'Steuerklasse', 'wage tax', 'gross to net'],
  },
});
