import type { MessageId } from '../../../lib/i18n/catalogues';
import { registerAreaMessages } from '../../../lib/i18n/area-messages';
import { useT, type Translate } from '../../../lib/i18n/use-t';
import { adminMessages, type AdminMessageId } from '../messages';
import { dashboardMessages, type DashboardMessageId } from './messages';

// Registered when the overview or analytics chunk loads, before its first render (lib/i18n/area-messages.ts). The
// admin area's catalogue too, as use-admin-t does (registering the same catalogue again changes nothing).
registerAreaMessages('admin', adminMessages);
registerAreaMessages('admin-dashboard', dashboardMessages);

/** `t()` for the overview and analytics screens: their ids, the admin area's and the shared ones. */
export const useDashboardT = (): Translate<DashboardMessageId | AdminMessageId | MessageId> =>
  useT<DashboardMessageId | AdminMessageId | MessageId>();
