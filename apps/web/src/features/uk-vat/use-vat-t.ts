import { featureMessages } from '../../lib/i18n/feature-messages';
import { ukVatMessages } from './messages';

/** `t()` for the UK VAT page: its own ids and the shared ones. */
export const useVatT = featureMessages('uk-vat', ukVatMessages);
