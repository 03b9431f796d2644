import { featureMessages } from '../../lib/i18n/feature-messages';
import { deCapitalGainsMessages } from './messages';

/** `t()` for the German capital income tax page: its own ids and the shared ones. */
export const useDeCapitalGainsT = featureMessages('de-capital-gains', deCapitalGainsMessages);
