import { useAdminT } from '../use-admin-t';
import { UNREAD_POLL_MS, useGetContactUnreadCountQuery } from './contact-unread-api';

/**
 * The number of unread contact messages, next to Contact in the admin navigation (only admins see that item: the
 * inbox is theirs alone). It refreshes after every status change and bulk action (the inbox's cache tag), and on its
 * own every minute. Nothing is shown at zero, or when the count cannot be had.
 */
export function ContactUnreadBadge() {
  const t = useAdminT();
  const { data: count } = useGetContactUnreadCountQuery(undefined, { pollingInterval: UNREAD_POLL_MS, skipPollingIfUnfocused: true });
  if (!count) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="admin-nav-contact-unread"
        style={{
          display: 'inline-block',
          minWidth: 20,
          marginInlineStart: 8,
          padding: '0 6px',
          borderRadius: 10,
          background: '#ff4d4f',
          color: '#fff',
          fontSize: 12,
          fontWeight: 600,
          lineHeight: '20px',
          textAlign: 'center',
        }}
      >
        {count}
      </span>
      <span className="visually-hidden"> {t('admin.nav.contactUnread', { count })}</span>
    </>
  );
}
