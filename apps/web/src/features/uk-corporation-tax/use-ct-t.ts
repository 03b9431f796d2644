import { featureMessages } from '../../lib/i18n/feature-messages';
import { corporationTaxMessages } from './messages';

/** `t()` for the UK Corporation Tax page: its own ids and the shared ones. */
export const useCorporationTaxT = featureMessages('uk-corporation-tax', corporationTaxMessages);
