import { lazyPage } from '../../lib/lazy-page';
import { defineWebCalculator } from '../../lib/web-calculator';

export const calculator = defineWebCalculator({
  id: 'uk-vat',
  page: lazyPage(() => import('./uk-vat-page')),
  // The hub's name and sentence serve the search too, so the first load carries no new message.
  search: {
    category: 'vat',
    title: 'catalogue.uk-vat.name',
    description: 'catalogue.uk-vat.description',
    keywords: ['VAT', 'Mehrwertsteuer'],
  },
});
