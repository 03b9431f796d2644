import { featureMessages } from '../../lib/i18n/feature-messages';
import { salesTaxMessages } from './messages';

/** `t()` for the US sales tax page: its own ids and the shared ones. */
export const useSalesTaxT = featureMessages('us-sales-tax', salesTaxMessages);

export type SalesTaxT = ReturnType<typeof useSalesTaxT>;
