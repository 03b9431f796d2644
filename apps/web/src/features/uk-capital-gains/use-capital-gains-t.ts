import { featureMessages } from '../../lib/i18n/feature-messages';
import { ukCapitalGainsMessages } from './messages';

/** `t()` for the UK capital gains page: its own ids and the shared ones. */
export const useCapitalGainsT = featureMessages('uk-capital-gains', ukCapitalGainsMessages);
