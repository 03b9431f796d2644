import { featureMessages } from '../../lib/i18n/feature-messages';
import { accountMessages } from './messages';

/** `t()` for the account area's screens: their own ids and the shared ones. */
export const useAccountT = featureMessages('account', accountMessages);

export type AccountT = ReturnType<typeof useAccountT>;
