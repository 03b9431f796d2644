import { MEDIA_ALT_MAX_LENGTH } from '@taxatlas/contracts/media';
import { Alert, App, Button, Descriptions, Drawer, Input, Modal, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { apiErrorText } from '../../../lib/api';
import { useDeleteMediaMutation, useGetMediaQuery, useUpdateMediaMutation } from './media-api';
import { formatBytes, mediaSrc } from './media-urls';
import { useMediaT } from './use-media-t';

/**
 * One image: preview, facts, the alt text, its URL, the articles that use it, and delete behind a confirmation that
 * names those articles. Deleting an image in use is sent with force only after that warning was shown.
 */
export function MediaDetailDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const t = useMediaT();
  const intl = useIntl();
  const { message } = App.useApp();
  const { data: item, error, isFetching } = useGetMediaQuery(id ?? '', { skip: !id, refetchOnMountOrArgChange: true });
  const [updateMedia, { isLoading: saving }] = useUpdateMediaMutation();
  const [deleteMedia, { isLoading: deleting }] = useDeleteMediaMutation();
  const [altDraft, setAltDraft] = useState<{ id: string; text: string } | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | undefined>();

  const current = item && item.id === id ? item : undefined;
  const alt = altDraft && altDraft.id === current?.id ? altDraft.text : (current?.alt ?? '');
  const usedBy = current?.usedBy ?? [];

  async function saveAlt() {
    if (!current) return;
    try {
      await updateMedia({ id: current.id, alt }).unwrap();
      setAltDraft(undefined);
      void message.success(t('media.alt.saved'));
    } catch (failure) {
      void message.error(apiErrorText(failure) ?? t('media.alt.saveFailed'));
    }
  }

  async function copyUrl() {
    if (!current) return;
    const url = mediaSrc(current.url);
    try {
      await navigator.clipboard.writeText(url);
      void message.success(t('media.copied'));
    } catch {
      void message.error(t('media.copyFailed', { url }));
    }
  }

  async function remove() {
    if (!current) return;
    setDeleteError(undefined);
    try {
      await deleteMedia({ id: current.id, force: usedBy.length > 0 }).unwrap();
      setConfirming(false);
      void message.success(t('media.deleted', { file: current.filename }));
      onClose();
    } catch (failure) {
      // 409: an article started using it since the drawer loaded; the refetched usage shows which.
      setDeleteError(apiErrorText(failure) ?? t('media.deleteFailed'));
    }
  }

  return (
    <Drawer open={Boolean(id)} onClose={onClose} title={t('media.detail.title')} size="large" destroyOnHidden data-testid="media-drawer">
      {error ? <Alert type="error" showIcon role="alert" title={t('media.detail.loadFailed')} description={apiErrorText(error)} /> : null}
      {!current ? (
        isFetching ? (
          <Spin description={t('media.detail.loading')} style={{ display: 'block', padding: 48 }} />
        ) : null
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <img
            src={mediaSrc(current.url)}
            alt={current.alt}
            style={{ display: 'block', maxWidth: '100%', maxHeight: 360, margin: '0 auto', objectFit: 'contain' }}
            data-testid="media-preview"
          />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('media.detail.filename')}>{current.filename}</Descriptions.Item>
            <Descriptions.Item label={t('media.detail.type')}>{current.type}</Descriptions.Item>
            <Descriptions.Item label={t('media.detail.size')}>{formatBytes(current.size, intl.locale)}</Descriptions.Item>
            <Descriptions.Item label={t('media.detail.dimensions')}>
              {t('media.detail.dimensionsValue', { width: current.width, height: current.height })}
            </Descriptions.Item>
            <Descriptions.Item label={t('media.detail.uploaded')}>
              {intl.formatDate(current.createdAt, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })}
            </Descriptions.Item>
            <Descriptions.Item label={t('media.detail.variants')}>
              {current.variants.map((variant) => `${variant.name} ${variant.width}×${variant.height}`).join(', ')}
            </Descriptions.Item>
          </Descriptions>
          <div>
            <label htmlFor="media-alt" style={{ fontWeight: 600 }}>
              {t('media.alt.label')}
            </label>
            <Input.TextArea
              id="media-alt"
              value={alt}
              maxLength={MEDIA_ALT_MAX_LENGTH}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
              onChange={(event) => setAltDraft({ id: current.id, text: event.target.value })}
              data-testid="media-alt"
            />
            <Typography.Text type="secondary">{t('media.alt.help', { max: MEDIA_ALT_MAX_LENGTH })}</Typography.Text>
            <div style={{ marginTop: 8 }}>
              <Button type="primary" onClick={() => void saveAlt()} loading={saving} disabled={alt.trim() === current.alt}>
                {t('media.alt.save')}
              </Button>
            </div>
          </div>
          <div>
            <Typography.Text strong>{t('media.detail.usedBy')}</Typography.Text>
            {usedBy.length === 0 ? (
              <Typography.Paragraph type="secondary">{t('media.detail.unused')}</Typography.Paragraph>
            ) : (
              <ul style={{ margin: '4px 0 0', paddingLeft: 20 }} data-testid="media-used-by">
                {usedBy.map((article) => (
                  <li key={article.id}>{article.title}</li>
                ))}
              </ul>
            )}
          </div>
          <Space wrap>
            <Button onClick={() => void copyUrl()}>{t('media.copyUrl')}</Button>
            <Button danger onClick={() => setConfirming(true)} data-testid="media-delete">
              {t('media.delete')}
            </Button>
          </Space>
          <Modal
            open={confirming}
            title={t('media.delete.title')}
            okText={usedBy.length > 0 ? t('media.delete.confirmAnyway') : t('media.delete.confirm')}
            okButtonProps={{ danger: true, loading: deleting }}
            cancelText={t('media.delete.cancel')}
            onOk={() => void remove()}
            onCancel={() => {
              setConfirming(false);
              setDeleteError(undefined);
            }}
            data-testid="media-delete-confirm"
          >
            <div data-testid="media-delete-warning">
              {usedBy.length > 0 ? (
                <>
                  <Typography.Paragraph>{t('media.delete.used', { count: usedBy.length, file: current.filename })}</Typography.Paragraph>
                  <ul>
                    {usedBy.map((article) => (
                      <li key={article.id}>{article.title}</li>
                    ))}
                  </ul>
                </>
              ) : (
                <Typography.Paragraph>{t('media.delete.unused', { file: current.filename })}</Typography.Paragraph>
              )}
            </div>
            {deleteError ? <Alert type="error" showIcon role="alert" title={deleteError} /> : null}
          </Modal>
        </Space>
      )}
    </Drawer>
  );
}
