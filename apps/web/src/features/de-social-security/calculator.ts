import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'de-social-security',
  page: lazyPage(() => import('./social-security-page')),
  search: {
    category: 'social-security',
    keywords: ['Sozialabgaben', 'Rentenversicherung', 'Krankenversicherung', 'Pflegeversicherung', 'Arbeitgeberanteil'],
  },
});
