import { featureMessages } from '../../lib/i18n/feature-messages';
import { deCorporateTaxMessages } from './messages';

/** `t()` for the German corporate tax page: its own ids and the shared ones. */
export const useDeCorporateTaxT = featureMessages('de-corporate-tax', deCorporateTaxMessages);
