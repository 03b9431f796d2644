import { featureMessages } from '../../lib/i18n/feature-messages';
import { ukNationalInsuranceMessages } from './messages';

/** `t()` for the National Insurance page: its own ids and the shared ones. */
export const useNationalInsuranceT = featureMessages('uk-national-insurance', ukNationalInsuranceMessages);
