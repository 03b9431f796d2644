import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'us-payroll-tax',
  page: lazyPage(() => import('./us-payroll-tax-page')),
  search: { category: 'social-security', keywords: ['FICA', 'FUTA', 'W-4', 'withholding', 'self-employment', 'Medicare'] },
});
