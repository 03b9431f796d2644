import type { MediaItem } from '@taxatlas/contracts/media';
import { Alert, Empty, Input, Modal, Spin } from 'antd';
import { useState } from 'react';
import { apiErrorText } from '../../../lib/api';
import './article-editor.css';
import { useListEditorMediaQuery } from './editor-api';
import { useEditorT } from './use-editor-t';

export interface MediaPickerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onPick: (item: MediaItem) => void;
}

/**
 * STAND-IN for the media library's own `<MediaPicker open onClose onPick />` (features/admin/media/, built in
 * parallel): the same props, a plain searchable grid of GET /api/media. Replace the imports of this module with
 * the media library's picker once it lands, and delete this file.
 */
export function MediaPicker({ open, onClose, onPick }: MediaPickerProps) {
  const t = useEditorT();
  const [search, setSearch] = useState('');
  const { data, error, isFetching } = useListEditorMediaQuery({ search }, { skip: !open });
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('editor.media.title')} width={760} destroyOnHidden>
      <Input.Search
        aria-label={t('editor.media.search')}
        placeholder={t('editor.media.search')}
        allowClear
        onSearch={setSearch}
        style={{ marginBottom: 16 }}
      />
      {error ? (
        <Alert type="error" showIcon title={t('editor.media.failed')} description={apiErrorText(error)} />
      ) : isFetching && !data ? (
        <Spin>
          <div style={{ minHeight: 160 }} />
        </Spin>
      ) : !data || data.data.length === 0 ? (
        <Empty description={t('editor.media.empty')} />
      ) : (
        <ul className="article-editor-media-grid">
          {data.data.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => {
                  onPick(item);
                  onClose();
                }}
                aria-label={t('editor.media.choose', { name: item.alt || item.filename })}
              >
                <img src={item.variants.find((variant) => variant.name === 'small')?.url ?? item.url} alt="" loading="lazy" />
                <span>{item.alt || item.filename}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
