import { featureMessages } from '../../lib/i18n/feature-messages';
import { propertyTaxMessages } from './messages';

/** `t()` for the US property tax page: its own ids and the shared ones. */
export const usePropertyTaxT = featureMessages('us-property-tax', propertyTaxMessages);

export type PropertyTaxT = ReturnType<typeof usePropertyTaxT>;
