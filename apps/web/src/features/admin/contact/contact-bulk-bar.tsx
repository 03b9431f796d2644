import type { ContactBulkAction } from '@taxatlas/contracts/contact';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useContactT } from './use-contact-t';

/**
 * The bar over the table while rows are selected (docs/product.md, "Admin contact inbox"): the count,
 * Mark as Read, Archive, Delete (only after the Confirm Delete dialog) and Deselect All.
 */
export function ContactBulkBar({
  count,
  busy,
  onAction,
  onDeselect,
}: {
  count: number;
  busy: boolean;
  onAction: (action: ContactBulkAction) => void;
  onDeselect: () => void;
}) {
  const t = useContactT();
  const [confirming, setConfirming] = useState(false);

  return (
    <div role="toolbar" aria-label={t('adminContact.bulk.label')} className="contact-bulk-bar" data-testid="contact-bulk-bar">
      <Typography.Text strong data-testid="contact-selected-count">
        {t('adminContact.bulk.selected', { count })}
      </Typography.Text>
      <Button disabled={busy} onClick={() => onAction('read')} data-testid="contact-bulk-read">
        {t('adminContact.bulk.read')}
      </Button>
      <Button disabled={busy} onClick={() => onAction('archive')} data-testid="contact-bulk-archive">
        {t('adminContact.bulk.archive')}
      </Button>
      <Button danger disabled={busy} onClick={() => setConfirming(true)} data-testid="contact-bulk-delete">
        {t('adminContact.bulk.delete')}
      </Button>
      <Button type="link" onClick={onDeselect} data-testid="contact-bulk-deselect">
        {t('adminContact.bulk.deselect')}
      </Button>
      <Modal
        open={confirming}
        title={t('adminContact.confirmDelete.title')}
        okText={t('adminContact.confirmDelete.ok')}
        cancelText={t('adminContact.confirmDelete.cancel')}
        okButtonProps={{ danger: true, disabled: busy, 'data-testid': 'contact-confirm-delete-ok' }}
        cancelButtonProps={{ 'data-testid': 'contact-confirm-delete-cancel' }}
        onOk={() => {
          setConfirming(false);
          onAction('delete');
        }}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
        // The test id sits on the whole dialog (title, text and buttons), not only its body.
        modalRender={(dialog) => <div data-testid="contact-confirm-delete">{dialog}</div>}
      >
        <p>{t('adminContact.confirmDelete.text', { count })}</p>
      </Modal>
    </div>
  );
}
