import { featureMessages } from '../../lib/i18n/feature-messages';
import { directorPayMessages } from './messages';

/** `t()` for the director pay page: its own ids and the shared ones. */
export const useDirectorPayT = featureMessages('uk-director-pay', directorPayMessages);
