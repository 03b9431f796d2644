import { featureMessages } from '../../lib/i18n/feature-messages';
import { deVatMessages } from './messages';

/** `t()` for the German VAT page: its own ids and the shared ones. */
export const useDeVatT = featureMessages('de-vat', deVatMessages);
