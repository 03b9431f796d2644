import { featureMessages } from '../../lib/i18n/feature-messages';
import { ukIncomeTaxMessages } from './messages';

/** `t()` for the UK income tax page: its own ids (the extra section and its explanation) and the shared ones. */
export const useIncomeTaxT = featureMessages('uk-income-tax', ukIncomeTaxMessages);
