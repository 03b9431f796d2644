import { featureMessages } from '../../../lib/i18n/feature-messages';
import { wageTaxMessages } from './messages';

/** `t()` for the wage-tax mode: its own ids and the shared ones. */
export const useWageTaxT = featureMessages('de-wage-tax', wageTaxMessages);
