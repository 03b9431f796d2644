import { MEDIA_MAX_UPLOAD_BYTES, type MediaItem, mediaAcceptedTypes } from '@taxatlas/contracts/media';
import { Alert, App, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { InboxOutlined } from '@ant-design/icons';
import { MEDIA_TAG, mediaApi } from './media-api';
import { MediaUploadError, uploadMedia } from './upload-media';
import { useMediaT } from './use-media-t';

const MEGABYTES = MEDIA_MAX_UPLOAD_BYTES / (1024 * 1024);

interface UploadFailure {
  readonly uid: string;
  readonly text: string;
}

/**
 * Drag and drop (or click) upload of one or more images, each with its progress. A refused file keeps the server's
 * reason on screen until dismissed (the 400 says what is wrong: not an image, an SVG, too large), since a toast may be
 * gone before it is read.
 */
export function MediaUploadArea({ onUploaded }: { onUploaded?: (item: MediaItem) => void }) {
  const t = useMediaT();
  const { message } = App.useApp();
  const dispatch = useDispatch();
  const [failures, setFailures] = useState<UploadFailure[]>([]);

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const blob = file as File & { uid: string };
    const name = blob.name || 'image';
    const fail = (reason: string) => {
      setFailures((current) => [...current, { uid: blob.uid, text: t('media.upload.failed', { file: name, reason }) }]);
      onError?.(new Error(reason));
    };
    // The server enforces the limit too; saying so before sending 10 MB spares the wait.
    if (blob.size > MEDIA_MAX_UPLOAD_BYTES) {
      fail(t('media.upload.tooLarge', { megabytes: MEGABYTES }));
      return;
    }
    uploadMedia(blob, (percent) => onProgress?.({ percent }))
      .then((item) => {
        onSuccess?.(item);
        void message.success(t('media.upload.done', { file: name }));
        dispatch(mediaApi.util.invalidateTags([MEDIA_TAG]));
        onUploaded?.(item);
      })
      .catch((error: unknown) => {
        const reason = error instanceof MediaUploadError && error.message ? error.message : t('media.upload.network');
        fail(reason);
      });
  };

  return (
    <div>
      <Upload.Dragger
        name="file"
        multiple
        accept={mediaAcceptedTypes.join(',')}
        customRequest={customRequest}
        data-testid="media-upload"
        showUploadList={{ showRemoveIcon: true }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('media.upload.drop')}</p>
        <p className="ant-upload-hint">{t('media.upload.hint', { megabytes: MEGABYTES })}</p>
      </Upload.Dragger>
      {failures.map((failure) => (
        <Alert
          key={failure.uid}
          type="error"
          showIcon
          closable
          data-testid="media-upload-error"
          title={failure.text}
          style={{ marginTop: 8 }}
          onClose={() => setFailures((current) => current.filter((entry) => entry.uid !== failure.uid))}
        />
      ))}
    </div>
  );
}
