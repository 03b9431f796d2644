import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'uk-national-insurance',
  page: lazyPage(() => import('./uk-national-insurance-page')),
  search: { category: 'social-security', keywords: ['NIC', 'NICs', 'Class 1', 'Class 2', 'Class 3', 'Class 4', 'Employment Allowance'] },
});
