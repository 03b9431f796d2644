import { featureMessages } from '../../lib/i18n/feature-messages';
import { usEstateTaxMessages } from './messages';

/** `t()` for the US estate tax page: its own ids and the shared ones. */
export const useEstateTaxT = featureMessages('us-estate-tax', usEstateTaxMessages);

export type EstateTaxT = ReturnType<typeof useEstateTaxT>;
