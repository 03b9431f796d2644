import { paths } from '../../config/paths';
import type { Role } from '../../lib/auth/session-slice';
import type { AdminMessageId } from './messages';

export interface AdminNavItem {
  readonly path: string;
  readonly label: AdminMessageId;
  /** Roles that see the item; the route itself is guarded with the same roles, and the API checks again. */
  readonly roles: readonly Role[];
  /** A count shown beside the label: the contact inbox's unread messages. */
  readonly badge?: 'contactUnread';
}

const staff: readonly Role[] = ['admin', 'editor'];
const adminsOnly: readonly Role[] = ['admin'];

/**
 * The dashboard's navigation (docs/product.md, "Admin routes"): content for editors and admins; the contact inbox,
 * users and settings for admins.
 */
export const adminNavItems: readonly AdminNavItem[] = [
  { path: paths.admin.dashboard, label: 'admin.nav.dashboard', roles: staff },
  { path: paths.admin.analytics, label: 'admin.nav.analytics', roles: staff },
  { path: paths.admin.articles, label: 'admin.nav.articles', roles: staff },
  { path: paths.admin.categories, label: 'admin.nav.categories', roles: staff },
  { path: paths.admin.media, label: 'admin.nav.media', roles: staff },
  // Admins only: the messages hold visitors' e-mail and IP addresses, and the contact API is admin-only too.
  { path: paths.admin.contact, label: 'admin.nav.contact', roles: adminsOnly, badge: 'contactUnread' },
  { path: paths.admin.users, label: 'admin.nav.users', roles: adminsOnly },
  { path: paths.admin.settings, label: 'admin.nav.settings', roles: adminsOnly },
];

/** Roles allowed on the admin-only screens (contact inbox, users, site settings). */
export const adminOnlyRoles = adminsOnly;
/** Roles allowed into the dashboard at all. */
export const dashboardRoles = staff;

export function adminNavFor(role: Role | undefined): readonly AdminNavItem[] {
  return role ? adminNavItems.filter((item) => item.roles.includes(role)) : [];
}

/** The nav item a path belongs to: the longest matching prefix (articles/new → Articles), the dashboard only exactly. */
export function activeAdminNavItem(pathname: string): AdminNavItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return adminNavItems
    .filter((item) => (item.path === paths.admin.dashboard ? path === item.path : path === item.path || path.startsWith(`${item.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
