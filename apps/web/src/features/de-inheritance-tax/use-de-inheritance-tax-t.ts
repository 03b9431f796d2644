import { featureMessages } from '../../lib/i18n/feature-messages';
import { deInheritanceTaxMessages } from './messages';

/** `t()` for the German inheritance tax page: its own ids and the shared ones. */
export const useDeInheritanceTaxT = featureMessages('de-inheritance-tax', deInheritanceTaxMessages);
