import { featureMessages } from '../../lib/i18n/feature-messages';
import { socialSecurityMessages } from './messages';

/** `t()` for the social security page: its own ids and the shared ones. */
export const useSocialSecurityT = featureMessages('de-social-security', socialSecurityMessages);
