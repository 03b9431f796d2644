import type { ContactStatus } from '@taxatlas/contracts/contact';
import { Tag } from 'antd';
import { useContactT } from './use-contact-t';

/**
 * One colour per status (docs/product.md, "Admin contact inbox": unread secondary, read default, archived
 * destructive): unread stands out in blue, read is a quiet green, archived red.
 */
export const statusColours: Record<ContactStatus, string> = { unread: 'blue', read: 'green', archived: 'red' };

export function ContactStatusTag({ status }: { status: ContactStatus }) {
  const t = useContactT();
  return (
    <Tag color={statusColours[status]} data-testid="contact-status" data-status={status} style={{ marginInlineEnd: 0 }}>
      {t(`adminContact.status.${status}`)}
    </Tag>
  );
}
