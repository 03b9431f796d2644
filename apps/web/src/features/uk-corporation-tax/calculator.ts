import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'uk-corporation-tax',
  page: lazyPage(() => import('./uk-corporation-tax-page')),
  // The hub's name and sentence serve the search too, so the first load carries no new message.
  search: {
    category: 'corporate-tax',
    title: 'catalogue.uk-corporation-tax.name',
    description: 'catalogue.uk-corporation-tax.description',
  },
});
